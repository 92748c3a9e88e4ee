/**
 * The limits, stated once for tool schemas, parsers, validation and the elements. `LIMITS` are
 * the global caps every request keeps, whatever its dialect; each dialect keeps its own,
 * narrower ones (`SEED_LIMITS` for the original dialects).
 */
export const LIMITS = {
  /** Questions in one request: none (a bare confirm/decline) up to this cap. */
  minQuestions: 0,
  maxQuestions: 50,
  /** Options in one choice question. Questions of other kinds, and legacy text-only ones, have none. */
  minOptions: 2,
  maxOptions: 50,
  /** Longest id, label, header or value, in UTF-16 code units. */
  maxShortText: 500,
  /** Longest question, context, description, placeholder or note. */
  maxLongText: 4000,
  /** Longest option preview (it may hold a code snippet). */
  maxPreviewText: 8000,
  /** Longest subject of an approval (a command, a diff, a tool's input), shown in full. */
  maxSubjectText: 64 * 1024,
  /** Largest JSON payload a parser reads, in UTF-16 code units (≈ bytes for ASCII). */
  maxPayloadChars: 256 * 1024,
  /** Deepest nesting a parser walks in a payload. */
  maxDepth: 32,
  /** Most problems one parse reports; one last error counts the rest. */
  maxErrors: 20,
  /** Longest error text a tool returns for invalid arguments, in characters. */
  maxErrorText: 8000,
  /** Longest timeout a request may ask for: one day. */
  maxTimeoutMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * The original dialects' own limits, kept exactly by those dialects (`choices-block`,
 * `present_choices`, `ask_user_question`, `provide_choice`, `request_user_choice`) and
 * their tool schemas: 1–4 questions, 2–4 options.
 */
export const SEED_LIMITS = {
  minQuestions: 1,
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
} as const;

/** A sentence naming those dialects' option range, shared by their tools, parsers and errors. */
export const OPTION_RANGE_MESSAGE = `must have between ${SEED_LIMITS.minOptions} and ${SEED_LIMITS.maxOptions} options`;
