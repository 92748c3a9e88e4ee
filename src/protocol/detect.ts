/**
 * `detectDialect`: which dialect a payload is in, from its shape alone, for hosts that get
 * payloads from more than one agent. It never validates: parse with the dialect it names.
 */
import type { DialectName } from './model.js';
import type { DialectDetect } from './dialect.js';
import { LIMITS } from './limits.js';
import { isRecord } from './input.js';
import { detectAiSdkToolPart } from './dialects/ai-sdk-tool-part/detect.js';
import { detectRequestUserChoice } from './dialects/request-user-choice/detect.js';
import { detectCanUseTool } from './dialects/can-use-tool/detect.js';
import { detectLangGraphInterrupt } from './dialects/langgraph-interrupt/detect.js';
import { detectMcpElicitation } from './dialects/mcp-elicitation/detect.js';
import { detectProvideChoice } from './dialects/provide-choice/detect.js';
import { detectCodexRequestUserInput } from './dialects/codex-request-user-input/detect.js';
import { detectGeminiAskUser } from './dialects/gemini-ask-user/detect.js';
import { detectAskFollowupQuestion } from './dialects/ask-followup-question/detect.js';
import { detectAskUserQuestion } from './dialects/ask-user-question/detect.js';
import { detectChoicesBlock } from './dialects/choices-block/detect.js';

/**
 * Each dialect's detector (its descriptor's `detect`; a built-in dialect's from its folder), in
 * the order they are tried: where a payload fits two, the first names it. Detectors are
 * imported on their own, so detecting loads no dialect.
 */
export const DETECTORS: ReadonlyArray<readonly [DialectName, DialectDetect]> = [
  ['ai_sdk_tool_part', detectAiSdkToolPart],
  ['request_user_choice', detectRequestUserChoice],
  ['can_use_tool', detectCanUseTool],
  ['langgraph_interrupt', detectLangGraphInterrupt],
  ['mcp_elicitation', detectMcpElicitation],
  ['provide_choice', detectProvideChoice],
  ['codex_request_user_input', detectCodexRequestUserInput],
  ['gemini_ask_user', detectGeminiAskUser],
  ['ask_followup_question', detectAskFollowupQuestion],
  ['ask_user_question', detectAskUserQuestion],
  ['choices-block', detectChoicesBlock],
];

const first = (fits: (detect: DialectDetect) => boolean | undefined) => DETECTORS.find(([, detect]) => fits(detect))?.[0];

/**
 * The dialect `payload` (an object or its JSON text; Cline's XML tool call as text) is in, or
 * `undefined` when its shape names none. A `{question, options[{label, value}]}` payload is
 * named `choices-block`: `present_choices` arguments have the same shape and the same reply.
 * Never throws.
 */
export function detectDialect(payload: unknown): DialectName | undefined {
  let value = payload;
  if (typeof value === 'string') {
    const text = value;
    const named = first((detect) => detect.text?.(text));
    if (named) return named;
    if (value.length > LIMITS.maxPayloadChars) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(value) && !isRecord(value)) return undefined;
  const parsed = value;
  return first((detect) => detect.marker?.(parsed)) ?? first((detect) => detect.shape?.(parsed));
}
