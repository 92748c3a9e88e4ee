/**
 * Every piece of text the elements show or announce on their own, in one replaceable table.
 * Hosts localize by giving a partial table (`el.strings = { submit: 'Senden' }`, or the
 * `strings` attribute as JSON); a `<question-set>` passes its table to its prompts.
 *
 * Values are plain strings so a table survives JSON (attributes, server-rendered HTML).
 * `{name}` marks a placeholder filled by `formatString`; each entry's comment lists its
 * placeholders. The wording avoids plural nouns after a number, so one string works for
 * every count.
 */
export interface ChoiceStrings {
  submit: string;
  cancel: string;
  /** Submit of a request without questions (a bare confirm). */
  confirm: string;
  /** Cancel of a bare confirm, a link, or an MCP form, whose agent is told an explicit decline. */
  decline: string;
  /** A link request (MCP URL mode): where the link goes, and the link that opens it. `{host}`. */
  linkHost: string;
  openLink: string;
  /** Label of the free-text field next to options. */
  other: string;
  /** Placeholder of the free-text field when the question gives none. */
  otherPlaceholder: string;
  /** Under the "Other" field of a single choice whose option was chosen after typing there: the text is kept, not sent. */
  otherKept: string;
  /** Label of the free-text field in a question without options is the question itself; this is its placeholder. */
  textPlaceholder: string;
  /** What a screen reader hears as the value of an empty number field (a spin button), instead of "0". */
  numberEmpty: string;
  /** The two buttons of a yes/no (`boolean`) question, and of a confirmation. */
  yes: string;
  no: string;
  /** An approval's options ("may this tool call run?"). */
  approve: string;
  /**
   * An approval's option that also stops the agent asking again, where its client can remember
   * (Claude Code's "Yes, and don't ask again"); an approval's Approve where its client says it
   * approves this call only (Codex's "Approve Once"). No table holds their English: an element
   * without them says the option's English label ("Approve, don't ask again", "Approve Once").
   */
  approveAlways?: string;
  approveOnce?: string;
  /**
   * Codex's tool approvals that are remembered: for the rest of the session, or from now on.
   * No table holds their English: an element without them says the option's English label
   * ("Approve this session", "Always allow").
   */
  approveSession?: string;
  alwaysAllow?: string;
  /**
   * Their descriptions (Codex's "Run the tool and remember this choice for this session." and
   * "… for future tool calls."). An option with a `term` takes its description from the entry
   * `<term>Hint` where a table has one; no table holds their English, which the option holds.
   */
  approveSessionHint?: string;
  alwaysAllowHint?: string;
  deny: string;
  /**
   * A refusal that carries what the person typed for the agent (Claude Code's "No, and tell Claude what to do differently").
   * No table holds its English: an element without it says the option's English label
   * ("No, and tell Claude what to do differently").
   */
  denyWithMessage?: string;
  /** The field that refusal shows, its label and its hint (left empty, it is sent as a plain Deny). */
  denyMessageLabel?: string;
  denyMessageHint?: string;
  /**
   * A question's note field, its label and its hint: the reason sent with an approval's
   * decision (the AI SDK's), Claude Code's notes on a question with previews. No table holds
   * their English: the part that shows the field does.
   */
  reasonLabel?: string;
  reasonHint?: string;
  notesLabel?: string;
  notesHint?: string;
  /** A multi-select's "All of the above" (Gemini CLI's), and its description ("Select all options"). No table holds their English: the part that shows it does. */
  selectAll?: string;
  selectAllHint?: string;
  /** An approval a policy decides, in place of its options; `{decision}` is the word of what it chose (`approve`, `deny`), "…" until its decision arrives. */
  automaticDecision: string;
  /** The Escape key as its key cap shows it, beside the option Escape chooses. */
  escapeKey: string;
  /** The caption of an approval's subject box: a shell command, a file's changes, a tool's input. */
  subjectCommand: string;
  subjectDiff: string;
  subjectInput: string;
  /**
   * A LangGraph interrupt's options: accept the action, edit its arguments, ignore it, respond
   * in words; LangChain's reject. Left out, the English word the request holds shows.
   */
  accept?: string;
  edit?: string;
  ignore?: string;
  reject?: string;
  respond?: string;
  /** An approval's question when the agent gives none; `{name}` is the tool. */
  toolApproval: string;
  /** An interrupt's question when it has no description; `{name}` is the action. */
  reviewAction: string;
  /** The question of a follow-up's suggested replies beside other questions. */
  orReply: string;
  /** The field of an interrupt's reply, shown once Respond is chosen. Left out, "Reply". */
  reply?: string;
  /** Stands for a secret answer wherever an answer is shown back ("Answered: hidden"). */
  secretAnswer: string;
  /** The badge on a recommended option (also read as part of its description). */
  recommended: string;
  /** Status of a block still streaming in. */
  loading: string;
  /** Status of a `<question-set>` still streaming in. */
  loadingSet: string;
  /** `{answer}`: the chosen labels and typed text. */
  answered: string;
  /** Answered, but nothing to show (for example restored without a value). */
  answeredNothing: string;
  /** A request without questions (a bare confirm, a link) accepted: its `confirm` or `openLink` pressed. */
  confirmed: string;
  cancelled: string;
  /** A request whose button says `decline` (a bare confirm, a link, an MCP form) declined, or a restored `declined` response. */
  declined: string;
  timedOut: string;
  /** `{answer}`: the defaults sent when time ran out. */
  timedOutWith: string;
  /** A later message exists: the prompt can no longer be answered. */
  outdated: string;
  /** `{answer}`: the earlier choice, still highlighted. */
  outdatedWith: string;
  /** Hints for multi-select limits. `{max}`, `{min}` as named. */
  /** Said (not shown) in the name of an open single choice that waits for Submit: toggle buttons do not say one lets go of another. */
  chooseOne: string;
  chooseAny: string;
  chooseUpTo: string;
  chooseAtLeast: string;
  chooseBetween: string;
  chooseExactly: string;
  /** Added to the hint when free text is also accepted. */
  orTypeYourOwn: string;
  /**
   * The hint over a single choice whose options send the answer when chosen (no Submit
   * between), read with the question when focus enters its options; not shown once settled.
   */
  choosingSends: string;
  /** Hints for typed text's length. `{min}`, `{max}` as named. */
  lengthBetween: string;
  lengthAtLeast: string;
  lengthAtMost: string;
  /** Hints for a number field (`number*`) and a whole-number field (`integer*`). `{min}`, `{max}` as named. */
  numberAny: string;
  numberBetween: string;
  numberAtLeast: string;
  numberAtMost: string;
  integerAny: string;
  integerBetween: string;
  integerAtLeast: string;
  integerAtMost: string;
  /** Hints for a text field's format, each with an example. */
  formatEmail: string;
  formatUri: string;
  formatDate: string;
  formatDateTime: string;
  /** Joins two hints of one field ("An e-mail address · At most 60 characters"). */
  hintSeparator: string;
  /** How the two join: `{rule}` ("Choose any"), `{other}` (orTypeYourOwn). */
  ruleWithOther: string;
  /** Between the answers of several questions in one state line. */
  answerSeparator: string;
  /** Read on options that cannot be chosen because the maximum is reached. `{max}`. */
  limitReached: string;
  /** Visible countdown. `{time}` as m:ss. */
  timeLeft: string;
  /** The time left and what happens at zero: `{time}`, `{then}` (`thenSends`, `thenCancels` or `thenTimesOut`). */
  timeLeftThen: string;
  /** At zero the defaults are sent: `{answer}`. */
  thenSends: string;
  /** At zero the request is cancelled (`timeoutAction: 'cancel'`). */
  thenCancels: string;
  /** At zero it times out with nothing to send. */
  thenTimesOut: string;
  /** The countdown while it waits for the person (focus or pointer in the request). `{time}` as m:ss. */
  timeLeftPaused?: string;
  /** Said the first time a request's clock pauses for the person. */
  timePaused?: string;
  /** Announced at thresholds. `{seconds}`. */
  secondsLeft: string;
  /** Why Submit did not send. */
  problemEmpty: string;
  /** The same for a question whose options stand beside an "Other" field. */
  problemEmptyOther: string;
  problemEmptyText: string;
  /** `{min}` */
  problemTooFew: string;
  /** `{max}` */
  problemTooMany: string;
  problemNotANumber: string;
  problemNotAnInteger: string;
  /** `{max}` */
  problemTooLong: string;
  /** `{min}` */
  problemTooShort: string;
  /** `{min}`, `{max}` */
  problemOutOfRange: string;
  /** `{min}` */
  problemBelowMinimum: string;
  /** `{max}` */
  problemAboveMaximum: string;
  /** The same three for a whole-number field: they restate its rule (`integerBetween`…) in full. `{min}`, `{max}` */
  problemIntegerOutOfRange: string;
  /** `{min}` */
  problemIntegerBelowMinimum: string;
  /** `{max}` */
  problemIntegerAboveMaximum: string;
  /** A text answer that is not of its question's `format`. */
  problemFormatEmail: string;
  problemFormatUri: string;
  problemFormatDate: string;
  problemFormatDateTime: string;
  /** A text answer that does not match its question's `pattern`. */
  problemPattern: string;
  /** Question set: Submit pressed with questions left. `{questions}`: their headers. */
  missingQuestions: string;
  /** Question set: a question answered wrongly, after an early Submit. `{question}`: its name; `{problem}`: what is wrong. */
  problemIn: string;
  /** Question set progress row label. `{answered}`, `{total}`. */
  progress: string;
  questionAnswered: string;
  questionUnanswered: string;
  /** How a screen reader reads one step of the progress row. `{header}`, `{state}`: questionAnswered or questionUnanswered. */
  progressStep: string;
  /** Fallback header of question n in a set. `{n}` */
  questionNumber: string;
  /** Label of a per-option note field. `{option}` */
  optionNote: string;
  /** Label of the note on the whole prompt. */
  globalNote: string;
  /** Label of the preview region. `{option}` */
  preview: string;
  /** A request that cannot be shown. */
  invalid: string;
  /** The disclosure holding why it cannot be shown. */
  invalidDetails: string;
  /** A multi-question request given to `<choice-prompt>`. `{count}`. Its English is the fallbacks part's, with `invalidDetails`. */
  needsQuestionSet: string;

  // The texts of parts fetched on demand: optional here, their defaults fetched with the part
  // that shows them (`part-strings.ts`). A table sets them as it sets any other.

  /** The button that takes a cancel back while it can still be undone. */
  undo?: string;
  /** Announced when a cancel (or decline) with answers drafted waits before it is sent. `{state}`: `cancelled` or `declined`; `{seconds}`. */
  undoPossible?: string;
  /** The counter under a text field with a length limit ("12 / 200"). `{count}`, `{max}`. */
  lengthCount?: string;
  /** Said once the text comes near its limit (within a tenth of it, at least 5). `{count}`. */
  lengthNear?: string;
  /** Said once the text reaches its limit. `{max}`. */
  lengthReached?: string;
  /** Placeholder of a per-option note field. */
  notePlaceholder?: string;
  /** Beside a question's text in a set, for whichever are fewer: the optional questions, or the required ones. */
  optionalMark?: string;
  requiredMark?: string;
  /** A question of the progress row whose answer Submit refused as it is (too long, not a number…), as `progressStep`'s `{state}`. */
  questionToFix?: string;
  // Leaving questions unanswered (Skip and the confirmation before sending):
  /** Title of the confirmation before sending with questions unanswered. Default "Submit with unanswered questions?". */
  unansweredTitle?: string;
  /** What that confirmation lists. `{questions}`. Default "Not answered: {questions}". */
  unansweredList?: string;
  /** The confirmation's way back to the first unanswered question. Default "Go back". */
  goBack?: string;
  /** The confirmation's way on. Default "Submit anyway". */
  submitAnyway?: string;
  /** The control that leaves an optional question unanswered and moves on. Default "Skip". */
  skip?: string;
  /** Said when Skip was pressed, as focus moves on. `{question}` (its header, else its text). Default "{question}: skipped". */
  skipped?: string;
  /** Under an optional question of a set that holds an answer: empties it (and stays), where Skip would move on. */
  clearAnswer?: string;
  // A settled request folds to one line that keeps its answer in view (keep it open with the `expanded` attribute):
  /** A one-question request's line. `{question}` (its text, or what an approval was about), `{answer}` (its answer, else its state line). Default "{question} → {answer}". */
  foldSummary?: string;
  /** Each answered question of a set's line, the items joined by `answerSeparator`. `{question}` (its name), `{answer}`. Default "{question}: {answer}". */
  foldAnswer?: string;
  /** What an approval was about, in its line: `{name}` (the tool or action, else the subject's caption), `{subject}` (the subject's first line). Default "{name}: {subject}". */
  foldSubject?: string;
  /** Said when choosing an option shows the questions it reveals (`showWhen`); `{questions}` names them. */
  shownBelow?: string;
  /**
   * Beside a question whose option hides questions holding changes, and said when Submit
   * refuses: `{questions}` names them, `{option}` is the option chosen, `{reveal}` the one that shows them.
   */
  unsentChanges?: string;
  /** The button that discards those changes, and what is said once it did. */
  discardChanges?: string;
  changesDiscarded?: string;
}

/** The entries `defaultStrings` holds (every one but a lazily loaded part's). */
export type DefaultStringKey = { [K in keyof ChoiceStrings]-?: undefined extends ChoiceStrings[K] ? never : K }[keyof ChoiceStrings];


/**
 * The English table. Entries only a lazily loaded part shows (a typed field's hints and
 * problems, an approval's captions, a link, the countdown…) are not here: that part supplies
 * its defaults, spread under the resolved table (`{ ...fieldStrings, ...strings }`: a host's
 * entry wins), so a page never fetches text it does not show. Nor are the words the protocol
 * writes for a dialect (Approve, Deny, "Allow the tool …", "Or reply"): the request holds
 * their English (`label`, `text`), shown where a table has no entry of its own.
 */
export const defaultStrings = Object.freeze({
  submit: 'Submit',
  cancel: 'Cancel',
  confirm: 'Confirm',
  decline: 'Decline',
  other: 'Other',
  otherPlaceholder: 'Type your own answer',
  otherKept: 'Kept, not sent: an option is chosen',
  yes: 'Yes',
  no: 'No',
  secretAnswer: 'hidden',
  recommended: 'Recommended',
  loading: 'Loading question…',
  loadingSet: 'Loading questions…',
  answered: 'Answered: {answer}',
  answeredNothing: 'Answered',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  timedOut: 'Timed out',
  timedOutWith: 'Timed out. Sent the default: {answer}',
  outdated: 'No longer active',
  outdatedWith: 'No longer active. Chosen: {answer}',
  chooseOne: 'Choose one',
  chooseAny: 'Choose any',
  chooseUpTo: 'Choose up to {max}',
  chooseAtLeast: 'Choose at least {min}',
  chooseBetween: 'Choose {min} to {max}',
  chooseExactly: 'Choose {min}',
  orTypeYourOwn: 'or type your own',
  choosingSends: 'Choosing an option sends your answer.',
  hintSeparator: ' · ',
  ruleWithOther: '{rule}, {other}',
  answerSeparator: '; ',
  limitReached: 'Limit reached: choose up to {max}. Deselect one to pick another.',
  problemEmpty: 'Choose an option to continue.',
  problemEmptyOther: 'Choose an option or type your own answer.',
  problemEmptyText: 'Type an answer to continue.',
  problemTooFew: 'Choose at least {min} options to continue.',
  problemTooMany: 'Choose no more than {max} options.',
  problemTooLong: 'Your answer is too long (at most {max} characters).',
  problemTooShort: 'Your answer is too short (at least {min} characters).',
  missingQuestions: 'Answer every question before submitting. Still open: {questions}.',
  questionNumber: 'Question {n}',
  invalid: 'This question could not be shown.',
}) as Readonly<ChoiceStrings>;

/**
 * `defaults` overlaid with every own string entry of each table in turn (later wins), the
 * entries of parts fetched on demand included. Non-string values are ignored, so a table from
 * JSON cannot break rendering; an unknown key is carried along, and nothing reads it.
 */
export function resolveStrings(...tables: Array<Partial<ChoiceStrings> | undefined | null>): ChoiceStrings {
  const out: Record<string, unknown> = { ...defaultStrings };
  for (const table of tables) {
    if (!table || typeof table !== 'object') continue;
    for (const [key, value] of Object.entries(table)) if (typeof value === 'string') out[key] = value;
  }
  return out as unknown as ChoiceStrings;
}

/** Fills `{name}` placeholders; unknown names stay as written. */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The `strings` attribute's converter, which never throws: malformed JSON means "no
 * overrides". Attribute to property only: the property is not reflected.
 */
export function stringsConverter(value: string | null): Partial<ChoiceStrings> | undefined {
  if (value === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<ChoiceStrings>) : undefined;
  } catch {
    return undefined;
  }
}
