/**
 * fast-check arbitraries for hostile payloads of every dialect: shaped like the real thing
 * (so a fair share parses), with any field liable to be junk of any type, extra keys such
 * as `__proto__` and `constructor` set as own properties, and text that is markup, control
 * characters, bidi overrides or zero-width look-alikes. Also the fixed hostile strings the
 * rendering tests put in every text field.
 */
import fc from 'fast-check';
import type { DialectName } from '../../src/protocol/model.js';

/** Markup, URLs and tricks a prompt injection might put in any text. */
export const HOSTILE_STRINGS = [
  '<img src="/x-pwned.png" onerror="window.__pwned=1">',
  '</script><script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1"></svg>',
  '<a href="javascript:window.__pwned=1">click</a>',
  "<style>*{display:none}</style><iframe src='/x-pwned.html'></iframe>",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '&lt;b&gt;entity&lt;/b&gt; &amp;',
  '<!-- comment -->',
] as const;

/** Keys that pollute a prototype when code assigns them instead of defining them. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 8 }) }, { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) });

/** Any value at all: wrong types, objects without prototype, sparse arrays, BigInt, boxed values. */
export const junk: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 2,
  maxKeys: 4,
  key,
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
});

/** Text as an agent (or an attacker steering it) might write it. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, 'Yes', 'Yes\u200B', '\u202EseY', 'Y\u2066es\u2069', '\u001b[2J', 'a\u0000b', '', '   ', '\u200B') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
);

/** Mostly `arb`, sometimes anything else. */
const or = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  // `null` on its own too: parsers read it as "absent", which must never skip a required check.
  fc.oneof({ weight: 30, arbitrary: arb }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(null) });
const count = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: 6 }) });
/** Mostly 2–4 items (the valid range of options), sometimes any length up to `max`. */
const list = <T>(arb: fc.Arbitrary<T>, max = 6, min = 2) =>
  or(fc.oneof({ weight: 5, arbitrary: fc.array(arb, { minLength: min, maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(arb, { maxLength: max }) }));

/**
 * A record of `fields`, each present or not, plus a few extra keys (prototype keys among
 * them) defined as own properties, the way `JSON.parse` would create them.
 */
function shape(fields: Record<string, fc.Arbitrary<unknown>>, required: string[] = [], maxOptional = Infinity): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: required }),
      fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(key, junk), { minLength: 1, maxLength: 2 }) }),
    )
    .map(([base, extra]) => {
      const out: Record<string, unknown> = {};
      let optional = 0;
      for (const [k, v] of Object.entries(base as object)) {
        // Optional fields interact (a placeholder needs a text field…): a few at a time keep a fair share valid.
        if (!required.includes(k) && ++optional > maxOptional) continue;
        out[k] = v;
      }
      for (const [k, v] of extra) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
}

const choicesShape = shape(
  {
    question: or(text),
    context: or(text),
    placeholder: or(text),
    multiple: or(fc.boolean()),
    allowOther: or(fc.boolean()),
    minSelections: or(count),
    maxSelections: or(count),
    options: list(shape({ label: or(text), value: or(text), description: or(text), recommended: or(fc.boolean()) }, ['label', 'value'])),
  },
  ['question', 'options'],
);

const askShape = shape(
  {
    questions: list(
      shape(
        {
          question: or(text),
          header: or(text),
          multiSelect: or(fc.boolean()),
          options: list(shape({ label: or(text), description: or(text), preview: or(text) }, ['label'])),
        },
        ['question', 'options'],
      ),
      5,
      1,
    ),
  },
  ['questions'],
);

const optionId = fc.oneof({ weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor') });
const provideOptions = list(shape({ id: or(optionId), label: or(text), description: or(text), recommended: or(fc.constantFrom(true, true, false)) }, ['id', 'label']));
const provideShape = shape(
  {
    title: or(text),
    prompt: or(text),
    selection_mode: or(fc.constantFrom('single', 'multi', 'hybrid', 'other')),
    options: provideOptions,
    placeholder: or(text),
    placeholder_visible: or(fc.boolean()),
    default_selection_ids: list(fc.constantFrom('a', 'b', 'z', '__proto__'), 3, 0),
    min_selections: or(count),
    max_selections: or(count),
    single_submit_mode: or(fc.boolean()),
    allow_option_notes: or(fc.boolean()),
    allow_global_annotation: or(fc.boolean()),
    allow_cancel: or(fc.boolean()),
    transport: or(fc.constantFrom('auto', 'app', 'elicitation', 'browser', 'terminal')),
    handoff: or(fc.boolean()),
    session_id: or(text),
    timeout_seconds: or(fc.double({ min: -5, max: 100_000, noNaN: false })),
    timeout_action: or(fc.constantFrom('cancel', 'default', 'recommended', 'x')),
  },
  ['title', 'prompt', 'selection_mode', 'options'],
  2,
);
const provideTextShape = shape(
  { title: or(text), prompt: or(text), selection_mode: or(fc.constant('text_input')), placeholder: or(text), options: or(fc.constant([])), timeout_seconds: or(fc.integer({ min: 1, max: 60 })) },
  ['title', 'prompt', 'selection_mode'],
);

const requestUserChoiceArgs = shape(
  { question: or(text), options: list(shape({ title: or(text), description: or(text), isRecommended: or(fc.boolean()) }, ['title'])) },
  ['question', 'options'],
);
const requestUserChoiceShape = fc.oneof(
  requestUserChoiceArgs,
  fc.tuple(requestUserChoiceArgs, fc.boolean()).map(([args, asText]) => ({ type: 'user_choice_required', content: asText ? safeJson(args) ?? args : args })),
);

const choiceValues = fc.uniqueArray(fc.constantFrom('red', 'green', 'blue', 'teal', '__proto__', 'constructor'), { maxLength: 5 });
const fieldShape = fc.oneof(
  shape({ type: fc.constant('string'), title: or(text), description: or(text), enum: or(choiceValues), enumNames: list(text, 5), default: or(text) }, ['type', 'enum'], 1),
  shape({ type: fc.constant('string'), title: or(text), oneOf: list(shape({ const: or(text), title: or(text) }, ['const'])) }, ['type', 'oneOf']),
  shape({
    type: fc.constant('array'),
    title: or(text),
    items: or(fc.oneof(shape({ type: fc.constant('string'), enum: or(choiceValues) }), shape({ anyOf: list(shape({ const: or(text), title: or(text) })) }))),
    minItems: or(count),
    maxItems: or(count),
    default: list(fc.constantFrom('red', 'green', 'x'), 3, 0),
  }, ['type', 'items'], 1),
  shape({ type: fc.constant('boolean'), title: or(text), default: or(fc.boolean()) }, ['type']),
  shape({ type: or(fc.constantFrom('number', 'integer')), minimum: or(fc.integer({ min: -5, max: 5 })), maximum: or(fc.integer({ min: -5, max: 5 })), default: or(fc.double()) }, ['type'], 2),
  shape({ type: fc.constant('string'), minLength: or(count), maxLength: or(count), format: or(fc.constantFrom('email', 'uri', 'date', 'x')), default: or(text) }, ['type'], 2),
);
const elicitationParams = shape(
  {
    message: or(text),
    mode: or(fc.constantFrom('form', 'url')),
    requestedSchema: or(
      fc
        .tuple(fc.dictionary(fc.oneof(fc.constantFrom('name', 'color', '__proto__', 'constructor'), fc.string({ maxLength: 6 })), fieldShape, { minKeys: 1, maxKeys: 5 }), fc.boolean())
        .map(([properties, allRequired]) => ({ type: 'object', properties, ...(allRequired && { required: Object.keys(properties) }) })),
    ),
  },
  ['message', 'requestedSchema'],
);
/** Codex's tool-call approval: an empty form (marked), or no schema at all. */
const codexApprovalParams = shape(
  {
    threadId: or(text),
    serverName: or(text),
    mode: fc.constant('form'),
    message: or(text),
    _meta: or(shape({ codex_approval_kind: or(fc.constant('mcp_tool_call')), tool_params: or(fc.dictionary(fc.constantFrom('path', '__proto__'), text, { maxKeys: 2 })) }, ['codex_approval_kind'])),
    requestedSchema: fc.oneof(fc.constant(null), fc.constant({ type: 'object', properties: {} })),
  },
  ['message', 'requestedSchema'],
);
/** Several asked at once: an InputRequiredResult (with the host's roots/list beside them), and a task waiting for them. */
const inputRequests = fc
  .tuple(elicitationParams, fc.option(codexApprovalParams, { nil: undefined }), fc.constantFrom('name', '__proto__', 'a b'))
  .map(([form, approval, key]) => ({
    [key]: { method: 'elicitation/create', params: form },
    ...(approval !== undefined && { approval: { method: 'elicitation/create', params: approval } }),
    roots: { method: 'roots/list' },
  }));
const elicitationShape = fc.oneof(
  elicitationParams,
  elicitationParams.map((params) => ({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params })),
  codexApprovalParams.map((params) => ({ jsonrpc: '2.0', id: 7, method: 'mcpServer/elicitation/request', params })),
  shape({ resultType: fc.constant('input_required'), inputRequests: or(inputRequests), requestState: or(text) }, ['resultType']),
  shape({ taskId: or(text), status: or(fc.constantFrom('input_required', 'working')), inputRequests: or(inputRequests), statusMessage: or(text) }, ['taskId', 'status']).map((result) => ({ jsonrpc: '2.0', id: 4, result })),
);

const toolPartShape = fc
  .tuple(
    fc.oneof(
      fc.tuple(fc.constantFrom('present_choices', 'mcp__srv__present_choices'), choicesShape),
      fc.tuple(fc.constantFrom('AskUserQuestion', 'ask_user_question'), askShape),
      fc.tuple(fc.constant('provide_choice'), provideShape),
      fc.tuple(fc.constant('requestUserChoice'), requestUserChoiceArgs),
      fc.tuple(fc.constantFrom('elicit', 'something'), fc.oneof(elicitationParams, askShape, choicesShape)),
    ),
    or(fc.constantFrom('input-available', 'output-available', 'output-error', 'input-streaming')),
    or(fc.string({ minLength: 1, maxLength: 12 })),
    fc.boolean(),
  )
  .map(([[name, input], state, toolCallId, dynamic]) =>
    dynamic ? { type: 'dynamic-tool', toolName: name, toolCallId, state, input } : { type: `tool-${name}`, toolCallId, state, input },
  );

const geminiShape = shape(
  {
    questions: list(
      shape(
        {
          question: or(text),
          header: or(text),
          type: or(fc.constantFrom('choice', 'text', 'yesno', 'other')),
          multiSelect: or(fc.boolean()),
          placeholder: or(text),
          options: list(shape({ label: or(text), description: or(text) }, ['label', 'description'])),
        },
        ['question', 'header', 'type'],
        2,
      ),
      5,
      1,
    ),
  },
  ['questions'],
);

const codexQuestion = shape(
  {
    id: or(fc.constantFrom('a', 'b', 'token', '__proto__', 'constructor')),
    header: or(text),
    question: or(text),
    isOther: or(fc.boolean()),
    isSecret: or(fc.boolean()),
    options: fc.oneof(list(shape({ label: or(text), description: or(text) }, ['label', 'description'])), fc.constant(null), fc.constant([])),
  },
  ['id', 'header', 'question'],
);
const vscodeShape = shape(
  {
    questions: list(
      shape(
        {
          header: or(fc.oneof(text, fc.constantFrom('Scope', 'Scope', '__proto__'))),
          question: or(text),
          message: or(text),
          multiSelect: or(fc.boolean()),
          allowFreeformInput: or(fc.boolean()),
          options: list(shape({ label: or(text), description: or(text), recommended: or(fc.boolean()) }, ['label']), 6, 0),
        },
        ['header', 'question'],
      ),
      5,
      1,
    ),
  },
  ['questions'],
);
const agUiSchema = fc.oneof(
  shape({ type: fc.constant('object'), properties: or(shape({ approved: shape({ type: fc.constant('boolean') }), editedArgs: shape({ type: fc.constant('object') }) }, ['approved'])), required: or(fc.constant(['approved'])) }, ['properties']),
  shape({ type: or(fc.constantFrom('string', 'number', 'integer', 'boolean', 'object')), enum: or(fc.array(text, { maxLength: 4 })), properties: or(fc.dictionary(fc.constantFrom('name', 'year', '__proto__'), shape({ type: or(fc.constantFrom('string', 'integer')) }), { maxKeys: 3 })) }),
);
const agUiInterruptShape = shape(
  {
    id: or(fc.oneof(text, fc.constantFrom('i-1', 'i-1', '__proto__'))),
    reason: or(fc.constantFrom('tool_call', 'input_required', 'confirmation', 'langgraph:custom')),
    message: or(text),
    toolCallId: or(text),
    responseSchema: or(agUiSchema),
    expiresAt: or(fc.constantFrom('2099-01-01T00:00:00Z', '2020-01-01T00:00:00Z', 'soon')),
    metadata: or(shape({ tool_name: or(text), tool_input: or(fc.dictionary(fc.constantFrom('to', 'count', '__proto__'), or(text), { maxKeys: 3 })) })),
  },
  ['id', 'reason'],
);
const agUiShape = fc.oneof(
  shape({ type: fc.constant('RUN_FINISHED'), threadId: or(text), runId: or(text), outcome: or(shape({ type: or(fc.constantFrom('interrupt', 'success')), interrupts: list(agUiInterruptShape, 4, 1) }, ['type'])) }, ['type', 'outcome']),
  fc.array(agUiInterruptShape, { minLength: 1, maxLength: 3 }),
);
const codexShape = fc.oneof(
  shape({ questions: list(codexQuestion, 4, 1) }, ['questions']),
  shape({ threadId: or(text), turnId: or(text), itemId: or(text), questions: list(codexQuestion, 4, 1) }, ['threadId', 'turnId', 'itemId', 'questions']),
);

const clineShape = fc.oneof(
  shape({ question: or(text), options: list(text, 7, 0), selected: or(text) }, ['question'], 1),
  shape({ question: or(text), options: fc.array(text, { minLength: 2, maxLength: 5 }).map((o) => JSON.stringify(o)) }, ['question', 'options']),
  fc.tuple(text, fc.array(text, { maxLength: 5 })).map(([q, o]) => `<ask_followup_question><question>${q}</question><options>${JSON.stringify(o)}</options></ask_followup_question>`),
);
const rooShape = shape(
  {
    question: or(text),
    questions: list(fc.oneof(text, shape({ text: or(text), options: list(text, 5, 0) }, ['text'])), 5, 1),
    follow_up: list(fc.oneof(text, shape({ text: or(text), mode: or(fc.constantFrom('code', 'architect')) }, ['text'])), 5, 0),
  },
  [],
);

const interruptShape = shape(
  {
    action_request: or(shape({ action: or(text), args: or(fc.dictionary(fc.constantFrom('to', 'body', 'count', '__proto__'), fc.oneof(text, fc.integer(), fc.boolean()), { maxKeys: 4 })) }, ['action', 'args'])),
    config: or(shape({ allow_accept: or(fc.boolean()), allow_edit: or(fc.boolean()), allow_respond: or(fc.boolean()), allow_ignore: or(fc.boolean()) }, ['allow_accept', 'allow_edit', 'allow_respond', 'allow_ignore'])),
    description: or(text),
  },
  ['action_request', 'config'],
);
/** LangChain v1's HITLRequest, in Python's snake_case or LangChain JS's camelCase. */
const hitlShape = (keys: { requests: string; configs: string; actionName: string; allowed: string }) => {
  const names = fc.constantFrom('send_email', 'rm', '__proto__');
  const args = fc.dictionary(fc.constantFrom('to', 'count', '__proto__'), fc.oneof(text, fc.integer(), fc.boolean()), { maxKeys: 3 });
  const decisions = fc.array(fc.constantFrom('approve', 'edit', 'reject', 'respond', 'ignore'), { maxLength: 4 });
  return shape(
    {
      [keys.requests]: or(fc.array(shape({ name: or(names), args: or(args), description: or(text) }, ['name', 'args']), { minLength: 0, maxLength: 3 })),
      [keys.configs]: or(fc.array(shape({ [keys.actionName]: or(names), [keys.allowed]: or(decisions) }, [keys.actionName, keys.allowed]), { maxLength: 3 })),
    },
    [keys.requests, keys.configs],
  );
};
const hitlShapes = fc.oneof(
  hitlShape({ requests: 'action_requests', configs: 'review_configs', actionName: 'action_name', allowed: 'allowed_decisions' }),
  hitlShape({ requests: 'actionRequests', configs: 'reviewConfigs', actionName: 'actionName', allowed: 'allowedDecisions' }),
);
const langGraphShape = fc.oneof(
  interruptShape,
  fc.array(interruptShape, { minLength: 1, maxLength: 3 }),
  interruptShape.map((i) => ({ __interrupt__: [{ value: [i], id: 'x' }] })),
  hitlShapes,
  hitlShapes.map((value) => ({ __interrupt__: [{ value, id: 'x' }] })),
);

const canUseToolCall = fc.oneof(
  shape({ toolName: fc.constant('AskUserQuestion'), input: or(askShape) }, ['toolName', 'input']),
  shape({ toolName: or(fc.constantFrom('Bash', 'Write', '__proto__')), input: or(fc.dictionary(fc.constantFrom('command', 'file_path', '__proto__'), or(text), { maxKeys: 3 })) }, ['toolName', 'input']),
);
/** The callback's `{toolName, input}`, the CLI's `control_request`, and Claude Code's PermissionRequest hook input. */
const canUseToolShape = fc.oneof(
  canUseToolCall,
  canUseToolCall.map((call) => {
    const { toolName, input } = call as { toolName?: unknown; input?: unknown };
    return { type: 'control_request', request_id: 'req_1', request: { subtype: 'can_use_tool', tool_name: toolName, input } };
  }),
  canUseToolCall.map((call) => {
    const { toolName, input } = call as { toolName?: unknown; input?: unknown };
    return { hook_event_name: 'PermissionRequest', session_id: 's1', tool_name: toolName, tool_input: input };
  }),
);

const approvalPartShape = fc
  .tuple(or(fc.constantFrom('approval-requested', 'approval-responded', 'output-denied')), or(shape({ id: or(text), approved: or(fc.boolean()), reason: or(text) }, ['id'])), fc.dictionary(fc.constantFrom('path', 'message'), text, { maxKeys: 2 }))
  .map(([state, approval, input]) => ({ type: 'tool-deleteFile', toolCallId: 'c1', state, approval, input }));
const confirmationPartShape = fc
  .tuple(or(text), or(fc.constantFrom('input-available', 'output-available')), fc.constantFrom('Yes, confirmed.', 'No, denied', 'x'))
  .map(([message, state, output]) => ({ type: 'tool-askForConfirmation', toolCallId: 'c2', state, input: { message }, output }));

/** JSON text for `value`, or `undefined` when it has no JSON form (BigInt, cycles). */
export function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

const SHAPES: Record<DialectName, fc.Arbitrary<unknown>> = {
  'choices-block': choicesShape,
  present_choices: choicesShape,
  ask_user_question: askShape,
  provide_choice: fc.oneof({ weight: 3, arbitrary: provideShape }, { weight: 1, arbitrary: provideTextShape }),
  request_user_choice: requestUserChoiceShape,
  mcp_elicitation: elicitationShape,
  ai_sdk_tool_part: fc.oneof({ weight: 3, arbitrary: toolPartShape }, { weight: 1, arbitrary: approvalPartShape }, { weight: 1, arbitrary: confirmationPartShape }),
  gemini_ask_user: geminiShape,
  codex_request_user_input: codexShape,
  ask_followup_question: fc.oneof(clineShape, rooShape),
  langgraph_interrupt: langGraphShape,
  can_use_tool: canUseToolShape,
  vscode_ask_questions: vscodeShape,
  ag_ui_interrupt: agUiShape,
};

/**
 * A payload for `dialect`: its shape (as an object or, as often, its JSON text), JSON text
 * with a literal `"__proto__"` key, text that is not JSON, or anything at all.
 */
export function payload(dialect: DialectName): fc.Arbitrary<unknown> {
  const shaped = SHAPES[dialect];
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 4, arbitrary: shaped.map((p) => safeJson(p) ?? p) },
    { weight: 1, arbitrary: shaped.map((p) => protoJson(p)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: junk },
  );
}

/** The payload's JSON with `"__proto__": {"polluted": …}` added at the top, which `JSON.parse` makes an own key. */
function protoJson(value: unknown): unknown {
  const json = safeJson(value);
  if (!json || !json.startsWith('{')) return json ?? value;
  return `{"__proto__":{"polluted":"yes","question":"x"},"constructor":{"prototype":{"polluted":"yes"}},${json.slice(1)}`.replace(/,}$/, '}');
}
