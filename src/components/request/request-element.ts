/**
 * What `<choice-prompt>` and `<question-set>` share: the properties of every request element,
 * the request-level answer flow (`AnswerController`), the keyboard, lazy rendering, host-wide
 * configuration and the request's render; the two differ in the input they read.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ValidationError } from '../../protocol/model.js';
import { own } from '../../protocol/input.js';
import type { LoadingMode, TabStops } from '../config/config.js';
import { stringsConverter, type ChoiceStrings } from '../strings/strings.js';
import { AnswerController } from '../answer/answer.controller.js';
import { ConfigController } from '../config/config.controller.js';
import { RevealController } from '../reveal/reveal.controller.js';
import { ElementSource } from './element-source.js';
import type { ScriptInput } from './request-source.js';
import type { RequestSource } from './request-source.js';
import type { QuestionLayout } from './question-layout.js';
import { RovingFocus } from '../question/roving-focus.js';
import { OptionEvents, groupOf } from '../question/option-events.js';
import { showsOnlyOptions, type Lock } from '../answer/rules.js';
import { questionName } from '../answer/wording.js';
import { fetchPart } from '../loader/parts.js';
import type { Parts } from '../internal/part-types.js';
import type { FormPart } from '../forms/form.part.js';
import type { FoldPart } from '../fold/fold.part.js';
import { renderLite, renderQuestion, type QuestionHandlers, type QuestionPartNames } from '../question/question.template.js';
import { renderRequest, type RequestView } from './request.template.js';
import { base } from '../internal/shared.styles.js';
import { tokens } from '../internal/tokens.styles.js';
import { skeleton } from '../loading/skeleton.styles.js';
import { questionStyles } from '../question/question.styles.js';
import { requestStyles } from './request.styles.js';

/** What an element shows, reflected as its `state` attribute. */
export type RequestState = 'open' | 'selected' | Lock | 'pending' | 'invalid';

/** What makes one request element differ from the other. */
export interface ElementKind {
  /** `prompt`: one question, which may send on click and names its own problem. `set`: several, one Submit, problems listed. */
  mode: 'prompt' | 'set';
  /** The CSS parts a question's hint and notes carry. */
  partNames: QuestionPartNames;
}

const inputText = (event: Event) => (event.target as HTMLInputElement | HTMLTextAreaElement).value;

export abstract class RequestElement extends LitElement {
  static override styles = [tokens, base, skeleton, questionStyles, requestStyles];

  // Reactive properties declared here rather than with `@property()`: Lit's decorators would
  // add their own code to bundle.js (about 0.37 KB gzipped) for the same accessors.
  static override properties: PropertyDeclarations = {
    request: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    answered: { type: Boolean, reflect: true },
    response: { attribute: false },
    pending: { type: Boolean },
    tabStops: { attribute: 'tab-stops' },
    strings: { converter: stringsConverter },
    loading: {},
    name: { reflect: true },
    required: { type: Boolean, reflect: true },
    expanded: { type: Boolean, reflect: true },
  };

  /** Form-associated: in a `<form>`, `name` puts the answer in its data (the forms part, fetched then, does the work). */
  static formAssociated = true;

  /** The element's `ElementInternals`: its custom states (`:state(answered)`…), and in a form its value and validity. */
  protected readonly internals = this.attachInternals();

  /** The normalized request to show (takes precedence over a script child and attributes). */
  declare request?: ChoiceRequest;

  /** Outdated: a later message exists, so the element only shows what was chosen ("No longer active"). */
  disabled = false;

  /** Answered: set by the element when the user answers, or by a host restoring history. */
  answered = false;

  /** A settled response to show (restoring from a `ChoiceSession`); its status decides the state. */
  declare response?: ChoiceResponse;

  /** The request is still streaming: show a skeleton and "Loading question…" (spoken once, when it is news), never partial JSON. */
  pending = false;

  /** `roving` (default): one tab stop per option group, arrows move. `each`: every option is a tab stop. Wins over a provided config. */
  declare tabStops?: TabStops;

  /** Replacement texts for localization (a partial `ChoiceStrings`; JSON in the attribute). Win over a provided config. */
  declare strings?: Partial<ChoiceStrings>;

  /** `lazy` (default): far from the viewport, the full interface renders when it comes near, in idle time or on focus. `eager`: at once. */
  declare loading?: LoadingMode;

  /** In a `<form>`: the name its answer takes in the form's data (the reply under `name`, each answer under `name.<header>`). */
  declare name?: string;

  /** In a `<form>`: an open question makes the element invalid (`valueMissing`, `:invalid`), and the form's submit reports it. */
  declare required?: boolean;

  /**
   * A settled request folds to one line, "question → answer", that opens on demand: at once
   * when it arrives settled (restored history), else once focus and the pointer are off it.
   * `expanded` keeps it open (and is set while the user has it open).
   */
  expanded = false;

  /**
   * The `<form>` the element belongs to, as a native control's `form`. In a form the element is
   * one of its controls: choosing never sends, it shows no Submit or Cancel of its own, and the
   * form's submit sends its answer with the rest (docs/forms.md).
   */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** Folded: the first request shown arrived settled, or the fold part folded it since (`#fold`). */
  #folds?: boolean;
  readonly #fold = () => ((this.#folds = true), this.requestUpdate());

  /** The option whose preview shows, by question: where the pointer last pointed (else the tab stop). */
  #preview: { question: number; option: number } | undefined;

  /** Set by the part that lays the questions out when only some show at a time: `focusQuestion` has it show the question first. */
  protected declare pager?: QuestionLayout;

  protected readonly config = new ConfigController(this);
  protected readonly flow: AnswerController;
  readonly #kind: ElementKind;
  readonly #input: ElementSource;
  readonly #roving = new RovingFocus(this, {
    items: (group) => [...this.renderRoot.querySelectorAll<HTMLElement>(`[data-q="${group}"] button.option`)],
    groupOf,
    mode: () => this.config.tabStops,
  });
  readonly #reveal = new RevealController(this, {
    eager: () => this.config.loading === 'eager',
    updateNow: () => this.isConnected && this.performUpdate(),
  });
  readonly #events: OptionEvents;
  /** Handlers bound once: a render hands Lit the same functions, so it never rebinds listeners. */
  readonly #on: QuestionHandlers & { globalNoteInput(event: Event): void; submit(): void; cancel(): void };

  constructor(kind: ElementKind) {
    super();
    this.#kind = kind;
    this.flow = new AnswerController(this);
    this.#input = new ElementSource(this, {
      kind: kind.mode,
      read: (script) => this.readSource(script),
      accepts: (request) => this.accepts(request),
    });
    this.#events = new OptionEvents({
      roving: this.#roving,
      reveal: this.#reveal,
      choices: (index) => this.flow.draft(index)?.options ?? [],
      digits: (index) => !!this.flow.draft(index) && !this.flow.draft(index)!.question.subject,
      preview: (question, option) => {
        this.#preview = { question, option };
        this.requestUpdate();
      },
      choose: (index, option) => this.#choose(index, option),
    });
    this.#on = {
      optionPointerover: this.#events.pointerover,
      otherInput: (event) => this.flow.editOther(groupOf(event.target), inputText(event)),
      otherKeydown: (event) => {
        if (event.isComposing) return;
        // Enter submits from a one-line field; a text area takes Enter as a new line, Ctrl+Enter submits.
        if (event.key === 'Enter' && ((event.target as Element).localName === 'textarea' ? event.ctrlKey || event.metaKey : !event.shiftKey)) {
          event.preventDefault();
          this.flow.submit();
          return;
        }
        // Only a number field steps: one shows only with the question fields part.
        this.flow.parts.fields?.stepField(this.flow, event);
      },
      // A note on an option names it (`data-option`, its index: the notes part's fields, an
      // approval's message); a question's note field names none, its note is the answer's own.
      noteInput: (event) => {
        const option = (event.target as HTMLElement).dataset['option'];
        const index = groupOf(event.target);
        this.flow.setNote(index, option === undefined ? undefined : this.flow.draft(index)?.options[+option]?.id, inputText(event));
      },
      // Only "All of the above" calls it, and it comes with its part.
      chooseAll: (event) => this.flow.parts.selectAll?.chooseAll(this.flow, groupOf(event.target)),
      globalNoteInput: (event) => this.flow.setGlobalNote(inputText(event)),
      submit: () => this.flow.submit(),
      // Only a request that can be cancelled shows Cancel, and such a request waits for the cancel part.
      cancel: () => this.flow.parts.cancel?.cancel(this),
    };
  }

  /** Reads the element's input: its `request`, child script, or (for a prompt) attributes. */
  protected abstract readSource(script: ScriptInput): RequestSource;

  /** Whether this element shows `request` (a prompt shows one question; a set any number). */
  protected abstract accepts(request: ChoiceRequest): boolean;

  /** The properties whose change means the input must be read again. */
  protected sourceChanged(changed: PropertyValues): boolean {
    return changed.has('request') || changed.has('pending');
  }

  /** The earlier answer to `question` a host restored: what `response` holds for it, if any. */
  protected restoredAnswer(question: ChoiceQuestion): ChoiceAnswer | undefined {
    const answers = this.response?.answers;
    return answers ? ((own(answers, question.id) as ChoiceAnswer | undefined) ?? { selected: [] }) : undefined;
  }

  /** What the element shows now (also the `state` attribute); `undefined` before it has any input. */
  get state(): RequestState | undefined {
    const { source, loader } = this.#input;
    if (source.kind === 'empty') return undefined;
    // Pending too while what the input needs loads, invalid input's explanation included.
    if (source.kind === 'pending' || loader.status === 'pending') return 'pending';
    return this.#input.request ? this.flow.state : 'invalid';
  }

  /** Why the input could not be shown, when `state` is `invalid`. */
  get validationErrors(): readonly ValidationError[] {
    return this.#input.loader.errors;
  }

  /**
   * Shows why the answer cannot be sent yet and (unless `focus: false`) moves focus to the
   * first question that needs an answer; returns true when it can be sent.
   */
  reportValidity({ focus = true }: { focus?: boolean } = {}): boolean {
    this.#reveal.revealNow();
    return this.flow.reportValidity(focus);
  }

  /** Focuses the first question still needing an answer (else the first): an approval's subject, its tab stop, or its field. */
  override focus(options?: FocusOptions): void {
    this.focusQuestion(this.flow.openQuestions()[0] ?? 0, options);
  }

  /**
   * Focuses question `index`: once answered, its first chosen option; else an approval's
   * subject (what would run: never an option, so Enter on arrival chooses nothing), or its
   * tab stop, or its field. A settled request without questions (a bare confirm, a link) has
   * its state line. A layout showing one question at a time shows it first. Focus already in
   * the open question's own field (Enter there was refused: nothing typed) stays where it is.
   */
  focusQuestion(index: number, options?: FocusOptions): void {
    this.#reveal.revealNow();
    this.pager?.show(index);
    const active = this.shadowRoot?.activeElement;
    if (!this.flow.lock && active?.matches('input, textarea') && groupOf(active) === index) return;
    const subject = this.flow.lock ? null : this.renderRoot.querySelector<HTMLElement>(`#q${index}-subject`);
    if (subject) return subject.focus(options);
    const chosen = this.flow.lock ? (this.flow.draft(index)?.firstChosen ?? -1) : -1;
    if (chosen >= 0) this.#roving.setActive(index, chosen);
    const target =
      this.#roving.activeItem(index) ??
      this.renderRoot.querySelector<HTMLElement>(`#q${index}-other`) ??
      (this.flow.lock ? this.renderRoot.querySelector<HTMLElement>('.base > [part="status"], .fold') : null);
    if (target) target.focus(options);
    else super.focus(options);
  }

  // The form callbacks, handed to the forms part once it is here (it reads `:disabled` itself).
  formAssociatedCallback(): void {
    this.#form('sync');
  }
  formDisabledCallback(): void {
    this.#form('sync');
  }
  formResetCallback(): void {
    this.#form('reset');
  }
  formStateRestoreCallback(state: unknown): void {
    this.#form('restore', state);
  }
  #form(call: 'sync' | 'reset' | 'restore', state?: unknown): void {
    void Promise.resolve(fetchPart('forms')).then(() => {
      const fetched = fetchPart('forms');
      if ('value' in fetched) (fetched.value as FormPart)[call](this, this.internals, state);
    });
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    this.#events.listen(root);
    // Escape, where the agent's own client acts on it: an approval's refusal, or Cancel.
    root.addEventListener('keydown', (event) => this.flow.parts.cancel?.escape(event as KeyboardEvent, this));
    return root;
  }

  /** The first update waits until the element starts: at once on screen, else after the first frame. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const gate = this.#reveal.gate;
    return gate ? gate.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    const reread = this.#input.read(this.sourceChanged(changed));
    // A host changing an element already shown acts on one that matters now.
    if (this.config.loading === 'eager' || (this.hasUpdated && ['request', 'response', 'value', 'answered'].some((p) => changed.has(p)))) {
      this.#reveal.reveal();
    }
    const request = this.#input.request;
    const restored = (q: ChoiceQuestion) => this.restoredAnswer(q);
    // Only a source read anew can hold another request (a click or a key press does not).
    if (reread && this.#input.renewed(request, !!this.flow.lock)) {
      this.flow.show(request, restored, this.response?.annotation ?? '', this.#input.loader.parts);
      // The first request shown folds at once if it arrived settled; the fold part folds one settled later.
      if (request) this.#folds ??= !!this.flow.lock;
      // An approval's tab stop starts on its refusal, so Tab then Enter never approves.
      const rules = this.flow.parts.approvals;
      this.#roving.reset(request?.questions.map((q, i) => (this.flow.draft(i)!.firstChosen >= 0 ? this.flow.draft(i)!.firstChosen : (rules?.arrivalOption(q) ?? -1))) ?? []);
      this.#preview = undefined;
    } else if (request && (changed.has('value') || changed.has('response'))) {
      this.flow.restore(restored);
    }
    request?.questions.forEach((_, i) => this.#roving.clamp(i, this.flow.draft(i)?.options.length ?? 0));
  }

  protected override updated(): void {
    const state = this.state;
    const old = this.getAttribute('state');
    // The custom state (`:state(open)`…) is the `state` attribute's value.
    if (old !== state) {
      this.internals.states.delete(old!);
      if (state) this.internals.states.add(state);
      state ? this.setAttribute('state', state) : this.removeAttribute('state');
    }
    const group = this.#reveal.refocus();
    if (group >= 0) this.#roving.activeItem(group)?.focus({ preventScroll: true });
  }

  protected override render(): TemplateResult | typeof nothing {
    const strings = (this.flow.strings = this.config.strings);
    return this.#input.render(strings, (parts) => this.#renderRequest(strings, parts));
  }

  /**
   * The request shown, with the parts it needs (`parts`, fetched by the element's loader);
   * called only once there is one, which `willUpdate` handed the flow.
   */
  #renderRequest(strings: ChoiceStrings, parts: Parts): TemplateResult {
    // Settled, the fold part folds it (or waits to); a lock lifted unfolds it.
    const fold = this.flow.lock ? fetchPart('fold') : (this.#folds = false);
    // For the moment the fold's part loads, an empty block holds the folded line's room (the
    // whole card would show, then fold; nothing at all would grow the page as each line comes).
    if (fold instanceof Promise && (fold.then(() => this.requestUpdate()), this.#folds)) return html`<div class="deferred folding"></div>`;
    const card = () => this.#renderCard(strings, parts);
    return fold && 'value' in fold
      ? (fold.value as FoldPart).view({ root: this.renderRoot, flow: this.flow, strings, shape: this.#kind.mode, lang: this.config.lang, folds: this.#folds, expanded: this.expanded, fold: this.#fold, card })
      : card();
  }

  #renderCard(strings: ChoiceStrings, parts: Parts): TemplateResult {
    const flow = this.flow;
    const request = flow.request!;
    const lock = flow.lock;
    const lang = this.config.lang;
    const shown = (i: number) => flow.shown(i);
    const problems = request.questions.some((_, i) => flow.problem(i));
    if (!this.#reveal.revealed && !problems && showsOnlyOptions({ request, lock, sendsOnClick: flow.sendsOnClick, approvals: parts.approvals })) {
      return renderLite({
        request,
        strings,
        lang,
        shown,
        hintPart: this.#kind.partNames.hint,
        tabIndexFor: (i, option) => this.#roving.tabIndexFor(i, option),
      });
    }
    this.#reveal.reveal();
    const escapes = parts.approvals?.escapeRefusal(request)?.question;
    const open = problems && this.#kind.mode === 'set' ? flow.missingQuestions().filter((i) => flow.problem(i)) : [];
    const view: RequestView = {
      request,
      strings,
      lock,
      lang,
      parts,
      questions: request.questions.map((question, i) =>
        renderQuestion({
          index: i,
          question,
          strings,
          draft: flow.draft(i)!,
          shown: flow.shown(i),
          lock,
          problem: flow.problem(i),
          sendsOnClick: flow.sendsOnClick,
          notes: !!request.annotations?.perOption,
          escapes: escapes === i,
          mark: parts.progress?.questionMark(request, i, strings),
          partNames: this.#kind.partNames,
          parts,
          tabIndexFor: (option) => this.#roving.tabIndexFor(i, option),
          previewIndex: this.#preview?.question === i ? this.#preview.option : this.#roving.activeIndex(i),
          on: this.#on,
        }),
      ),
      draft: (i) => flow.draft(i),
      problem: (i) => flow.problem(i),
      missing: open.length > 0 ? open.map((i) => questionName(request, i, strings)) : undefined,
      clock: flow.clock,
      showSubmit: flow.showsSubmit,
      showCancel: flow.showsCancel,
      undo: parts.cancel?.undoLine(flow, strings),
      statusLine: flow.statusLine.render(lock, flow.statusText()),
      globalNote: request.annotations?.global ? flow.globalNote : undefined,
      announcer: flow.announcer.render(),
      on: this.#on,
    };
    // A set of several questions: the part it fetches first hides the questions not asked yet, and hands one whose layout pages to the pager part.
    return renderRequest(parts.progress?.view(this, view) ?? view);
  }

  /** The user chose option `option` of question `index` (click, Enter, Space or its digit): the tab stop follows. */
  #choose(index: number, option: number): void {
    if (this.flow.lock) return;
    this.#reveal.reveal();
    this.#roving.setActive(index, option);
    this.flow.choose(index, option);
  }
}
