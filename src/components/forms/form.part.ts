/**
 * What `<choice-prompt>` and `<question-set>` do inside a `<form>`, fetched the first time one
 * is associated with a form (or disabled by a `<fieldset>`): docs/forms.md tells the behaviour.
 */
import type { ReactiveController } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { answeredResponse } from '../../protocol/responses.js';
import { encodeDialectReply } from '../../protocol/registry.js';
import { own } from '../../protocol/input.js';
import type { AnswerController } from '../answer/answer.controller.js';
import { problemText } from '../answer/wording.js';
import { formStyles } from './form.styles.js';

/** What the part reads of a request element (protected members of `RequestElement`, reached from its own package). */
export interface FormHost extends HTMLElement {
  readonly flow: AnswerController;
  disabled: boolean;
  readonly response?: ChoiceResponse | undefined;
  readonly updateComplete: Promise<boolean>;
  addController(controller: ReactiveController): void;
  requestUpdate(): void;
  restoredAnswer(question: ChoiceQuestion): ChoiceAnswer | undefined;
  reportValidity(options?: { focus?: boolean }): boolean;
  focusQuestion(index: number): void;
}

/** A draft saved with the form's state (back/forward navigation restores it): the questions it answers and each one's answer. */
interface SavedDraft {
  /** `questionsKey` of the request answered: an id made for a request read from text differs on each page load. */
  request: string;
  answers: Record<string, ChoiceAnswer>;
}

const controllers = new WeakMap<HTMLElement, FormController>();

/**
 * One element's life in a form: after each render it writes its answer as the form's data
 * (`setFormValue`) and its validity (`setValidity`); a disabled `<fieldset>` disables its
 * controls; `form.reset()` starts it over; a saved draft comes back after navigation.
 */
class FormController implements ReactiveController {
  /** A draft to restore, kept until the request it belongs to shows. */
  #saved: SavedDraft | undefined;
  /** The controls this controller disabled, for a disabled `<fieldset>`. */
  #disabled = new Set<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>();

  constructor(
    private readonly host: FormHost,
    private readonly internals: ElementInternals,
  ) {
    host.addController(this);
    host.addEventListener('invalid', (event) => this.#invalid(event));
    // `name` and `required` are reactive properties reflected to their attributes: a change of
    // either updates the element, and the update writes the form value again.
    host.requestUpdate();
  }

  /** Before the render: a saved draft for the request now shown becomes its drafts. */
  hostUpdate(): void {
    const saved = this.#saved;
    const flow = this.host.flow;
    if (!saved || !flow.request || questionsKey(flow.request) !== saved.request) return;
    this.#saved = undefined;
    flow.restore((q) => (own(saved.answers, q.id) as ChoiceAnswer | undefined) ?? this.host.restoredAnswer(q));
  }

  /** After the render: the form's data, the validity and a disabled fieldset's hold on the controls. */
  hostUpdated(): void {
    this.#writeValue();
    this.#writeValidity();
    this.#holdControls();
  }

  /** `form.reset()`: the drafts start over from the defaults (or the answer the host restored), nothing settled. */
  reset(): void {
    const { flow } = this.host;
    this.#saved = undefined;
    flow.show(flow.request, (q) => this.host.restoredAnswer(q), this.host.response?.annotation ?? '');
  }

  /** The browser restores the form's state (back/forward navigation): the draft saved with it. */
  restore(state: unknown): void {
    try {
      const saved = typeof state === 'string' ? (JSON.parse(state) as SavedDraft) : undefined;
      if (saved && typeof saved.request === 'string' && saved.answers && typeof saved.answers === 'object') this.#saved = saved;
    } catch {
      // A state this version did not write: nothing to restore.
    }
    this.host.requestUpdate();
  }

  #writeValue(): void {
    const { host, internals } = this;
    const name = host.getAttribute('name');
    const request = host.flow.request;
    if (!name || !request) return internals.setFormValue(null);
    const data = formData(name, request, host.flow);
    const saved: SavedDraft = { request: questionsKey(request), answers: host.flow.answers };
    internals.setFormValue(data, JSON.stringify(saved));
  }

  #writeValidity(): void {
    const { host, internals } = this;
    const flow = host.flow;
    const request = flow.request;
    const open = request && !flow.lock ? flow.openQuestions() : [];
    const unanswered = open.length > 0 ? flow.missingQuestions() : [];
    // Unanswered is missing when the element is required, or once anything is chosen: a reply holds every question.
    const missing = host.hasAttribute('required') || flow.state === 'selected' ? unanswered : [];
    const wrong = open.filter((i) => !unanswered.includes(i));
    const noRequest = !request && host.hasAttribute('required');
    if (missing.length === 0 && wrong.length === 0 && !noRequest) return internals.setValidity({});
    const reported = [...missing, ...wrong];
    const message = request && reported.length > 0 ? validationMessage(flow, request, reported, missing) : flow.strings.problemEmpty;
    internals.setValidity({ valueMissing: missing.length > 0 || noRequest, badInput: wrong.length > 0 }, message, anchorOf(host, reported[0] ?? 0));
  }

  /** A disabled `<fieldset>` (not `disabled`, which marks the request outdated) disables every control inside, as it would a native one. */
  #holdControls(): void {
    const held = this.host.matches(':disabled') && !this.host.disabled;
    const root = this.host.shadowRoot;
    if (held && root) {
      for (const control of root.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>('button, input, textarea')) {
        if (control.disabled) continue;
        control.disabled = true;
        this.#disabled.add(control);
      }
      if (!root.adoptedStyleSheets.includes(formStyles.styleSheet!)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, formStyles.styleSheet!];
    } else if (!held && this.#disabled.size > 0) {
      for (const control of this.#disabled) control.disabled = false;
      this.#disabled.clear();
    }
  }

  /**
   * The form found the element invalid (`requestSubmit()`, `reportValidity()`): it shows why
   * as its own Submit does (each open question's hint, said once) instead of the browser's
   * bubble, and takes focus when it is the form's first invalid control.
   */
  #invalid(event: Event): void {
    const { host } = this;
    if (!host.flow.request) return;
    event.preventDefault();
    const form = this.internals.form;
    const first = form ? [...form.elements].find((e) => e.matches(':invalid')) : host;
    host.reportValidity({ focus: first === host });
  }
}

/** What tells a request's questions from another's across page loads: each one's id and text. */
function questionsKey(request: ChoiceRequest): string {
  return JSON.stringify(request.questions.map((q) => [q.id, q.text]));
}

/** The control question `index` takes focus on: the validation message points at it. */
function anchorOf(host: HTMLElement, index: number): HTMLElement | undefined {
  const root = host.shadowRoot;
  const item = root?.querySelector(`[data-q="${index}"]`);
  return item?.querySelector<HTMLElement>('button.option[tabindex="0"], input, textarea, button') ?? undefined;
}

/**
 * The localized message: one question's problem, or for several the set's sentence (the open
 * ones by name, then each wrong answer's problem) from the progress part such a request loads.
 */
function validationMessage(flow: AnswerController, request: ChoiceRequest, reported: number[], missing: number[]): string {
  const problem = (i: number) => problemText(flow.draft(i)!.problem!, request.questions[i]!, flow);
  if (request.questions.length === 1) return problem(0);
  return flow.parts.progress!.setProblems({ strings: flow.strings, missingQuestions: () => missing, problem, draft: (i) => flow.draft(i) }, request, reported);
}

/**
 * The entries an element named `name` adds to its form's data: under `name`, the reply its
 * `choice-submit` would carry (a string reply as it is, any other as JSON), once every
 * question can be sent; under `name.<key>` each question's answer as a native control gives
 * it (each chosen option's `value`, typed text, a number, `true`/`false`), `<key>` being the
 * question's header, or its id when it has none or shares it.
 */
export function formData(name: string, request: ChoiceRequest, flow: AnswerController): FormData {
  const data = new FormData();
  const lock = flow.lock;
  if (lock === 'cancelled' || lock === 'timeout') return data;
  const answers = new Map(request.questions.map((q, i) => [q.id, flow.answerShown(i)] as const));
  // Until every question can be sent there is no reply, as a form sends no unchecked radio.
  const reply = flow.openQuestions().length === 0 || lock ? encodeSafely(request, answeredResponse(request, answers, flow.globalNote)) : undefined;
  if (reply !== null && reply !== undefined) data.append(name, typeof reply === 'string' ? reply : JSON.stringify(reply));
  const headers = request.questions.map((q) => q.header);
  request.questions.forEach((question, i) => {
    const key = question.header && headers.indexOf(question.header) === headers.lastIndexOf(question.header) ? question.header : question.id;
    for (const value of answerValues(question, answers.get(question.id)!)) data.append(`${name}.${key}`, value);
  });
  return data;
}

/** The dialect's reply, or `undefined` if its encoder refuses the answer (the form then has no reply). */
function encodeSafely(request: ChoiceRequest, response: ReturnType<typeof answeredResponse>): unknown {
  try {
    return encodeDialectReply(request, response);
  } catch {
    return undefined;
  }
}

/** One question's answer as form values: each chosen option's `value`, then typed text; a field's text, number or boolean. */
function answerValues(question: ChoiceQuestion, answer: ChoiceAnswer): string[] {
  const values = answer.selected.flatMap((id) => question.options.filter((o) => o.id === id).map((o) => o.value));
  if (answer.other) values.push(answer.other);
  if (answer.text !== undefined && answer.text !== '') values.push(answer.text);
  if (answer.number !== undefined) values.push(String(answer.number));
  if (answer.boolean !== undefined) values.push(String(answer.boolean));
  return values;
}

/** Starts the form controller for `host` (once), which writes its form value from now on. */
function controllerOf(host: HTMLElement, internals: ElementInternals): FormController {
  let controller = controllers.get(host);
  if (!controller) controllers.set(host, (controller = new FormController(host as FormHost, internals)));
  else (host as FormHost).requestUpdate();
  return controller;
}

/** What the elements' form callbacks call once the part is here. */
export interface FormPart {
  readonly [name: string]: unknown;
  /** The element was associated with a form, or its disabled state changed. */
  sync(host: HTMLElement, internals: ElementInternals): void;
  /** `form.reset()`. */
  reset(host: HTMLElement, internals: ElementInternals): void;
  /** The browser restores the form's state (back/forward navigation, autofill). */
  restore(host: HTMLElement, internals: ElementInternals, state: unknown): void;
}

const part: FormPart = {
  sync: (host, internals) => void controllerOf(host, internals),
  reset: (host, internals) => controllerOf(host, internals).reset(),
  restore: (host, internals, state) => controllerOf(host, internals).restore(state),
};

export default part;

declare module '../internal/part-types.js' {
  interface Parts {
    /** What an element does in a form: its value in the form's data, its validity, reset and restore (fetched once the element is in a form). */
    forms?: FormPart;
  }
}
