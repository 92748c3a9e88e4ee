/**
 * `ai_sdk_tool_part`: an AI SDK UI message's tool part, its `input` read by the dialect of its
 * tool, or as a tool approval or a Yes / No confirmation (docs/dialects.md has every shape).
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceRequest, DialectName, ParseResult } from '../../model.js';
import { Reader, isRecord, own, showValue, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { approvalQuestion, settledApproval } from '../shared/approval.js';
import { answeredResponse, choiceQuestion } from '../shared/shapes.js';
import { parseAnswered, restoredResponse } from './restore.js';
import { askUserQuestion } from '../ask-user-question/index.js';
// One elicitation alone: a tool's input never holds a result asking several at once.
import { elicitationForm } from '../mcp-elicitation/form.js';
import { presentChoices } from '../present-choices/index.js';
import { provideChoice } from '../provide-choice/index.js';
import { requestUserChoice } from '../request-user-choice/index.js';
import {
  AI_SDK_TOOL_STATES,
  APPROVAL_STATES,
  CONFIRMED_OUTPUT,
  DENIED_OUTPUT,
  encodeAiSdkToolPart,
  type AiSdkToolApprovalResponse,
  type AiSdkToolOutput,
  type AiSdkToolPartMeta,
  type AiSdkToolState,
} from './reply.js';
import { detectAiSdkToolPart } from './detect.js';

export {
  AI_SDK_TOOL_STATES,
  APPROVAL_DISMISSED_REASON,
  CONFIRMED_OUTPUT,
  DENIED_OUTPUT,
  encodeAiSdkToolPart,
  type AiSdkToolApprovalResponse,
  type AiSdkToolOutput,
  type AiSdkToolPart,
  type AiSdkToolPartMeta,
  type AiSdkToolState,
} from './reply.js';

const INNER: Record<string, Dialect> = {
  presentchoices: presentChoices,
  askuserquestion: askUserQuestion,
  providechoice: provideChoice,
  requestuserchoice: requestUserChoice,
};

const BY_DIALECT = new Map<DialectName, Dialect>(
  [presentChoices, askUserQuestion, provideChoice, requestUserChoice, elicitationForm].map((d) => [d.name, d]),
);

/** The dialect a tool name stands for, by name alone. */
export function dialectForToolName(toolName: string): DialectName | undefined {
  const prefixEnd = toolName.lastIndexOf('__');
  const bare = prefixEnd >= 0 ? toolName.slice(prefixEnd + 2) : toolName;
  const key = bare.toLowerCase().replace(/[_-]/g, '');
  return Object.prototype.hasOwnProperty.call(INNER, key) ? INNER[key].name : undefined;
}

/** The dialect an input's shape suggests, for tools whose name says nothing. */
function sniff(input: unknown): DialectName | undefined {
  if (!isRecord(input)) return undefined;
  if (Array.isArray(own(input, 'questions'))) return 'ask_user_question';
  if (own(input, 'selection_mode') !== undefined || own(input, 'prompt') !== undefined) return 'provide_choice';
  if (isRecord(own(input, 'requestedSchema'))) return 'mcp_elicitation';
  const options = own(input, 'options');
  if (own(input, 'question') !== undefined && Array.isArray(options)) {
    return options.some((o) => isRecord(o) && own(o, 'title') !== undefined) ? 'request_user_choice' : 'present_choices';
  }
  return undefined;
}

function readName(r: Reader, root: Json): string | undefined {
  const type = own(root, 'type');
  if (type === 'dynamic-tool') return r.string(root, 'toolName', '$', { required: true });
  if (typeof type !== 'string' || !type.startsWith('tool-') || type.length === 'tool-'.length) {
    return r.fail('$.type', `"type" must be "tool-<name>" or "dynamic-tool", not ${showValue(type ?? null)}.`);
  }
  const name = type.slice('tool-'.length);
  if (name.length > LIMITS.maxShortText) return r.fail('$.type', `The tool name is ${name.length} characters long; the limit is ${LIMITS.maxShortText}.`);
  return name;
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The tool part');
  if (!root) return { ok: false, errors: r.errors };
  const toolName = readName(r, root);
  const toolCallId = r.string(root, 'toolCallId', '$', { required: true });
  const state = own(root, 'state');
  if (state === 'input-streaming') {
    r.fail('$.state', 'The tool call is still streaming its input ("input-streaming"); parse the part again once its state is "input-available".');
  } else if (typeof state !== 'string' || !(AI_SDK_TOOL_STATES as readonly string[]).includes(state)) {
    r.fail('$.state', `"state" must be one of ${AI_SDK_TOOL_STATES.map((s) => `"${s}"`).join(', ')}, not ${showValue(state ?? null)}.`);
  }
  const input = own(root, 'input');
  if (input === undefined || input === null) r.fail('$.input', '"input" is required: the tool call arguments.');
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  const part = { r, root, toolName: toolName!, toolCallId: toolCallId!, state: state as AiSdkToolState, input, id: options.id ?? toolCallId! };
  if (APPROVAL_STATES.includes(part.state)) return parseApproval(part);
  if (isConfirmation(toolName!, input)) return parseConfirmation(part);

  const innerName = dialectForToolName(toolName!) ?? sniff(input);
  const inner = innerName && BY_DIALECT.get(innerName);
  // A tool that is not a question but went through an approval: its settled part shows the approval.
  if (!inner && own(root, 'approval') !== undefined) return parseApproval(part);
  if (!inner) {
    r.fail('$.type', `Tool "${toolName}" is not a known question tool (present_choices, ask_user_question, provide_choice, requestUserChoice, askForConfirmation), and its input matches none of their shapes.`);
    return { ok: false, errors: r.errors };
  }
  const output = state === 'output-available' ? own(root, 'output') : undefined;
  const result = parseAnswered(inner, input, output, part.id) ?? inner.parse(input, { id: part.id });
  if (!result.ok) {
    return { ok: false, errors: result.errors.map((e) => ({ ...e, path: `$.input${e.path.slice(1)}` })) };
  }
  if (!result.response && output !== undefined) {
    const restored = restoredResponse(result.request, inner.name, output);
    if (restored) result.response = restored;
  }
  const { meta: innerMeta, ...rest } = result.request;
  const meta: AiSdkToolPartMeta = {
    toolName: toolName!,
    toolCallId: toolCallId!,
    innerDialect: inner.name,
    state: state as AiSdkToolState,
    ...(innerMeta !== undefined && { innerMeta }),
  };
  const request: ChoiceRequest = { ...rest, dialect: 'ai_sdk_tool_part', meta: { ...meta } };
  return { ok: true, request, ...(result.response && { response: { ...result.response, requestId: request.id } }) };
}

interface PartFacts {
  r: Reader;
  root: Json;
  toolName: string;
  toolCallId: string;
  state: AiSdkToolState;
  input: unknown;
  id: string;
}

/**
 * An approval of the tool call (AI SDK 6+): asked (`approval-requested`) or settled
 * (`approval-responded`, `output-denied`, or the output of an approved call of a tool that
 * asks nothing itself). A person may type a reason with the decision (`noteField`), sent as
 * `addToolApprovalResponse`'s `reason`; AI SDK 7's `requestReason`, why the person is asked,
 * is the question's context. An `output-denied` part without `approval` (history written
 * before the AI SDK kept it there) is a denial all the same.
 */
function parseApproval({ r, root, toolName, toolCallId, state, input, id }: PartFacts): ParseResult {
  const approval = r.record(root, 'approval', '$', { required: state !== 'output-denied' });
  const approvalId = approval && r.string(approval, 'id', '$.approval', { required: true });
  const approved = approval && r.boolean(approval, 'approved', '$.approval');
  if (state !== 'approval-requested' && approval && approved === undefined) r.fail('$.approval.approved', '"approved" is required once the approval is answered.');
  // AI SDK 7: a policy decided (`isAutomatic`), and the stream carries its response; the reason is the decision's.
  const automatic = approval && r.boolean(approval, 'isAutomatic', '$.approval') === true;
  const reason = approval && textOf(own(approval, 'reason'));
  const asking = approval && textOf(own(approval, 'requestReason'));
  const meta: AiSdkToolPartMeta = { toolName, toolCallId, state, approvalId: approvalId ?? '', ...(automatic && { automatic: true }) };
  const result = finishParse(r, () => {
    const question = approvalQuestion(toolName, input);
    if (asking) question.context = asking;
    if (automatic) {
      const decided = state === 'approval-requested' ? undefined : state !== 'output-denied' && approved!;
      question.subject = { ...question.subject!, automatic: { ...(decided !== undefined && { approved: decided }), ...(reason && { reason }) } };
    } else question.noteField = 'reason';
    return { id, dialect: 'ai_sdk_tool_part', questions: [question], meta: { ...meta } };
  });
  if (!result.ok || state === 'approval-requested') return result;
  // A person's reason is the note they typed with the decision; a policy's stays with its decision.
  return { ...result, response: settledApproval(result.request, state !== 'output-denied' && approved!, automatic ? undefined : reason) };
}

/** Text an approval carries (a reason), within the long-text limit; `undefined` for anything else or blank. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, LIMITS.maxLongText) : undefined;
}

/** The AI SDK docs' `askForConfirmation` tool: its input is `{message}`. */
function isConfirmation(toolName: string, input: unknown): boolean {
  const bare = toolName.slice(toolName.lastIndexOf('__') + 1).toLowerCase().replace(/[_-]/g, '');
  return bare === 'askforconfirmation' || (isRecord(input) && Object.keys(input).length === 1 && typeof own(input, 'message') === 'string');
}

function parseConfirmation({ r, root, toolName, toolCallId, state, input, id }: PartFacts): ParseResult {
  const args = isRecord(input) ? input : {};
  if (!isRecord(input)) r.fail('$.input', 'The confirmation\'s input must be an object with "message".');
  const message = r.string(args, 'message', '$.input', { required: true, max: LIMITS.maxLongText });
  const meta: AiSdkToolPartMeta = { toolName, toolCallId, state, confirmation: true };
  const options: ChoiceOption[] = [
    { id: 'yes', label: 'Yes', value: CONFIRMED_OUTPUT, term: 'yes' },
    { id: 'no', label: 'No', value: DENIED_OUTPUT, term: 'no' },
  ];
  const result = finishParse(r, () => ({ id, dialect: 'ai_sdk_tool_part', questions: [choiceQuestion({ id: 'q0', text: message!, options })], meta: { ...meta } }));
  const output = own(root, 'output');
  if (!result.ok || state !== 'output-available' || (output !== CONFIRMED_OUTPUT && output !== DENIED_OUTPUT)) return result;
  return { ...result, response: answeredResponse(result.request, [['q0', { selected: [output === CONFIRMED_OUTPUT ? 'yes' : 'no'] }]]) };
}

export const aiSdkToolPart: Dialect<AiSdkToolOutput | AiSdkToolApprovalResponse> = {
  name: 'ai_sdk_tool_part',
  capabilities: { cancel: true, timeout: false },
  detect: detectAiSdkToolPart,
  limits: { minQuestions: 0, maxQuestions: LIMITS.maxQuestions, minOptions: 0, maxOptions: LIMITS.maxOptions, note: 'those of the tool the part carries' },
  restores: true,
  parse,
  encode: encodeAiSdkToolPart,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default aiSdkToolPart;
