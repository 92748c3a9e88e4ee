/**
 * The limits, stated once. Tool schemas, parsers, validation and the elements all read
 * them from here, so a change here changes every place that enforces them.
 */
export const LIMITS = {
  /** Questions in one request (seed 001). */
  minQuestions: 1,
  maxQuestions: 4,
  /** Options in one choice question (seeds 000, 001). Text-only questions have none. */
  minOptions: 2,
  maxOptions: 4,
  /** Longest id, label, header or value, in UTF-16 code units. */
  maxShortText: 500,
  /** Longest question, context, description, placeholder or note. */
  maxLongText: 4000,
  /** Longest option preview (it may hold a code snippet). */
  maxPreviewText: 8000,
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

/** A sentence naming the valid option range, shared by tools, parsers and errors. */
export const OPTION_RANGE_MESSAGE = `must have between ${LIMITS.minOptions} and ${LIMITS.maxOptions} options`;
export const QUESTION_RANGE_MESSAGE = `must have between ${LIMITS.minQuestions} and ${LIMITS.maxQuestions} questions`;
