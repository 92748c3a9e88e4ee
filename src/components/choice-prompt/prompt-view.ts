/**
 * What `<choice-prompt>` renders once it shows a question, from its state and controllers:
 * the light structure (`lite.template.ts`) while the prompt is not revealed and shows only
 * its options, else the full prompt (`choice-prompt.template.ts`), and the view each is
 * handed (what shows as chosen, the hint, the state line, Submit and Cancel, the handlers).
 * The element owns the state; this decides what each render is given.
 */
import { nothing, type TemplateResult } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { Lock } from '../context.js';
import type { ChoiceStrings } from '../strings.js';
import type { RevealController } from '../controllers/reveal.js';
import type { RovingFocusController } from '../controllers/roving-focus.js';
import type { AnswerFlowController } from './answer-flow.js';
import type { OptionEvents } from './option-events.js';
import { renderPrompt, type PromptView } from './choice-prompt.template.js';
import { renderLite } from './lite.template.js';
import { selectionHint, statusLine, summarize } from './answer-text.js';
import { offersCancel, sendsOnClick, shownAnswer, showsOnlyOptions } from './prompt-rules.js';

/**
 * The full view's handlers, to bind once (a render hands Lit the same functions, so it never
 * rebinds listeners): the options' keys and pointer (`events`), the fields and buttons
 * (`flow`), the note on the whole prompt, and Enter in the text field, which submits, or in
 * a set, asks the set to (`requestSubmit`).
 */
export function promptHandlers(
  flow: AnswerFlowController,
  events: OptionEvents,
  globalNoteInput: (text: string) => void,
  requestSubmit: () => void,
): PromptView['on'] {
  return {
    optionKeydown: events.keydown,
    optionPointerover: events.pointerover,
    otherInput: (text) => flow.editOther(text),
    otherKeydown: (event) => {
      if (event.key !== 'Enter' || event.isComposing || event.shiftKey) return;
      event.preventDefault();
      requestSubmit();
    },
    noteInput: (id, text) => flow.draft.setNote(id, text),
    globalNoteInput,
    submit: () => flow.submit(),
    cancel: () => flow.cancel(),
  };
}

/**
 * The one-question `request` as the light structure while the prompt is not revealed and
 * shows only its options, else in full (revealing the prompt), each handed its view.
 * `previewIndex` is the option the pointer last pointed at (else the preview follows the tab
 * stop); `on` are the element's handlers (`promptHandlers`).
 */
export function renderQuestion(
  request: ChoiceRequest,
  strings: ChoiceStrings,
  lock: Lock | null,
  embedded: boolean,
  flow: AnswerFlowController,
  roving: RovingFocusController,
  reveal: RevealController,
  previewIndex: number | undefined,
  globalNote: string,
  on: PromptView['on'],
): TemplateResult {
  const q = request.questions[0]!;
  const shown = shownAnswer(lock, flow.draft);
  if (!reveal.revealed && showsOnlyOptions(request, lock, embedded, shown) && !flow.problem) {
    return renderLite({
      question: q,
      title: request.title,
      strings,
      lock,
      embedded,
      shown,
      rule: lock ? '' : selectionHint(q, strings),
      status: embedded || !lock ? '' : statusLine(strings, lock, summarize(q, shown)),
      tabIndexFor: (i) => roving.tabIndexFor(i),
    });
  }
  reveal.reveal();
  return renderPrompt({
    request,
    question: q,
    strings,
    draft: flow.draft,
    shown,
    lock,
    embedded,
    problem: flow.problem,
    tabIndexFor: (i) => roving.tabIndexFor(i),
    previewIndex: previewIndex ?? roving.activeIndex,
    previews: q.options.some((o) => o.preview),
    remainingMs: flow.remainingMs,
    showSubmit: !embedded && !lock && (!sendsOnClick(request, embedded) || q.allowOther),
    showCancel: !embedded && !lock && offersCancel(request),
    statusLine: embedded ? nothing : flow.statusLine.render(lock, statusLine(strings, lock, summarize(q, shown))),
    globalNote: embedded ? undefined : globalNote,
    announcer: flow.announcer.render(),
    on,
  });
}
