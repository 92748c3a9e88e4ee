/**
 * Where an element's request comes from, in order of precedence: the `request` property
 * (checked with `validateRequest`), a child `<script type="application/json" dialect="…">`
 * (`parseRequest`), or `<choice-prompt>`'s attributes (a `choices-block`).
 */
import type { ChoiceRequest, DialectName, ValidationError } from '../../protocol/model.js';
import { validateRequest } from '../../protocol/validate.js';
import { isDialect, isDialectLoaded, parseRequest } from '../../protocol/registry.js';

/** The child script's text and dialect, when there is one. */
export type ScriptInput = { text: string; dialect: string } | undefined;

/**
 * What an element's input holds. A script or request in a dialect whose module is not
 * loaded yet (the protocol core carries only the two block dialects) is `unloaded`: the
 * element's loader (`loader/request-loader.controller.ts`) fetches it, then the input is read again.
 */
export type RequestSource =
  | { kind: 'empty' }
  /** The host marked the element `pending`: a block still streaming. */
  | { kind: 'pending' }
  | { kind: 'unloaded'; dialect: DialectName }
  | { kind: 'ok'; request: ChoiceRequest }
  /** `raw` is the script's text when the request came from one: shown as a code block. */
  | { kind: 'invalid'; errors: ValidationError[]; raw?: string };

/**
 * Reads a script's JSON in its dialect (the request's id derived from its dialect and content,
 * so the same text read again is the same request); unknown dialects and bad JSON become
 * `invalid` with the raw text.
 */
export function sourceFromScript(text: string, dialect: string): RequestSource {
  if (isDialect(dialect) && !isDialectLoaded(dialect)) return { kind: 'unloaded', dialect };
  // An unknown dialect's parse is refused with the list of those there are.
  const result = parseRequest(dialect as DialectName, text);
  return result.ok ? { kind: 'ok', request: result.request } : { kind: 'invalid', raw: text, errors: result.errors };
}

/** A host-built request, checked before it is rendered. */
export function sourceFromRequest(request: unknown): RequestSource {
  const errors = validateRequest(request);
  if (errors.length > 0) return { kind: 'invalid', errors };
  // Its reply is encoded by its dialect's module, which must be here before the user answers.
  const { dialect } = request as ChoiceRequest;
  return isDialectLoaded(dialect) ? { kind: 'ok', request: request as ChoiceRequest } : { kind: 'unloaded', dialect };
}

/** The plain-attribute input of `<choice-prompt>`, read as the `choices-block` it mirrors. */
export interface AttributeInput {
  question?: string;
  options?: unknown;
  multiple: boolean;
  minSelections?: number;
  maxSelections?: number;
  allowOther: boolean;
  placeholder?: string;
  context?: string;
}

export function sourceFromAttributes(input: AttributeInput): RequestSource {
  const payload: Record<string, unknown> = {
    question: input.question,
    options: input.options ?? [],
    multiple: input.multiple,
    allowOther: input.allowOther,
  };
  for (const key of ['minSelections', 'maxSelections', 'placeholder', 'context'] as const) {
    if (input[key] !== undefined) payload[key] = input[key];
  }
  const result = parseRequest('choices-block', payload);
  return result.ok ? { kind: 'ok', request: result.request } : { kind: 'invalid', errors: result.errors };
}

/**
 * A JSON attribute's converter, which never throws: text that is not JSON stays text (and
 * fails validation visibly). Attribute to property only: the property is not reflected.
 */
export function jsonConverter(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Everything an element may take its request from; the first present wins. */
export interface SourceInput {
  pending: boolean;
  request?: unknown;
  script?: { text: string; dialect: string };
  attributes?: AttributeInput;
}

export function readSource(input: SourceInput): RequestSource {
  if (input.pending) return { kind: 'pending' };
  if (input.request !== undefined && input.request !== null) return sourceFromRequest(input.request);
  if (input.script) return sourceFromScript(input.script.text, input.script.dialect);
  if (input.attributes) return sourceFromAttributes(input.attributes);
  return { kind: 'empty' };
}

