/**
 * The playground: a payload pasted in, its dialect detected (or picked), the request shown
 * in light and dark, its errors with their JSON paths, and the exact reply an answer
 * encodes. A markdown message is read for its ```choices blocks, as a markdown host would.
 */
import '../../src/bundle.js';
import '../../src/dialects.js';
import { DIALECTS, detectDialect, parseRequest, type DialectName, type ParseResult, type PreviewFormat } from '../../src/protocol.js';
import { findChoiceBlocks } from '../../src/stream.js';
import type { ChoiceCancelEvent, ChoiceSubmitEvent } from '../../src/index.js';
import { initThemePicker } from '../shared/theme.js';

const EXAMPLES: Record<string, unknown> = {
  'Gemini CLI ask_user': {
    questions: [
      { question: 'Which database would you like to use?', header: 'Database', type: 'choice', options: [{ label: 'PostgreSQL (Recommended)', description: 'Relational' }, { label: 'SQLite', description: 'Embedded' }] },
      { question: 'What is the name of your new project?', header: 'Project', type: 'text' },
      { question: 'Create a git repository?', header: 'Git', type: 'yesno' },
    ],
  },
  'Gemini CLI ask_user: All of the above, a placeholder': {
    questions: [
      { question: 'Which features?', header: 'Features', type: 'choice', multiSelect: true, options: [{ label: 'TypeScript', description: 'Typed sources' }, { label: 'ESLint', description: 'Lint rules' }, { label: 'Prettier', description: 'Formatting' }] },
      { question: 'Select your preferred language:', header: 'Language', type: 'choice', placeholder: 'Type another language...', options: [{ label: 'TypeScript', description: '' }, { label: 'JavaScript', description: '' }] },
    ],
  },
  'Codex request_user_input': {
    questions: [
      { id: 'confirm_path', header: 'Confirm', question: 'Proceed with the plan?', options: [{ label: 'Yes (Recommended)', description: 'Continue the current plan.' }, { label: 'No', description: 'Stop and revisit the approach.' }] },
      { id: 'notes', header: 'Notes', question: 'Anything the plan should keep in mind?', options: null },
    ],
  },
  'Codex MCP tool approval': {
    jsonrpc: '2.0',
    id: 7,
    method: 'mcpServer/elicitation/request',
    params: {
      threadId: 'thread-1',
      serverName: 'calendar',
      mode: 'form',
      message: 'Allow Calendar to create an event',
      _meta: { codex_approval_kind: 'mcp_tool_call', tool_params_display: [{ name: 'Calendar', value: 'primary' }, { name: 'Title', value: 'Roadmap review' }] },
      requestedSchema: { type: 'object', properties: {} },
    },
  },
  'Cline ask_followup_question': { question: 'Which package manager should I use?', options: '["npm", "pnpm", "yarn"]' },
  'LangGraph interrupt': [
    {
      action_request: { action: 'book_hotel', args: { hotel_name: 'Hilton Boston' } },
      config: { allow_accept: true, allow_edit: true, allow_ignore: true, allow_respond: true },
      description: 'Please review tool call before execution',
    },
  ],
  'MCP URL elicitation': { mode: 'url', url: 'https://mcp.example.com/ui/set_api_key', message: 'Please provide your API key to continue.' },
  'MCP InputRequiredResult (several at once)': {
    resultType: 'input_required',
    inputRequests: {
      name: { method: 'elicitation/create', params: { mode: 'form', message: 'Database name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } },
      region: { method: 'elicitation/create', params: { mode: 'form', message: 'Which region?', requestedSchema: { type: 'object', properties: { region: { type: 'string', enum: ['eu-west-1', 'us-east-1'] } }, required: ['region'] } } },
      auth: { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in to continue', url: 'https://example.com/auth?env=prod' } },
    },
    requestState: 'eyJzdGVwIjoiY29uZmlybSJ9.c2ln',
  },
  'MCP task waiting for input (tasks/get)': {
    jsonrpc: '2.0',
    id: 4,
    result: {
      resultType: 'complete',
      taskId: '786512e2-9e0d-44bd-8f29-789f320fe840',
      status: 'input_required',
      createdAt: '2025-11-25T10:30:00Z',
      lastUpdatedAt: '2025-11-25T10:50:00Z',
      ttlMs: 3600000,
      pollIntervalMs: 5000,
      inputRequests: { name: { method: 'elicitation/create', params: { mode: 'form', message: 'Please enter your name.', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } } },
    },
  },
  'AG-UI run outcome (interrupts)': {
    type: 'RUN_FINISHED',
    threadId: 'thread-3',
    runId: 'run-20',
    outcome: {
      type: 'interrupt',
      interrupts: [
        { id: 'i-1', reason: 'tool_call', toolCallId: 'tc-a', message: 'Approve sendEmail to x@y.com?' },
        { id: 'i-2', reason: 'tool_call', toolCallId: 'tc-b', message: 'Approve sendEmail to y@z.com?' },
        {
          id: 'int-form',
          reason: 'input_required',
          message: 'Please provide the quarterly filing details.',
          responseSchema: { type: 'object', properties: { quarter: { type: 'string', enum: ['Q1', 'Q2', 'Q3', 'Q4'] }, year: { type: 'integer', minimum: 2000 }, revenue: { type: 'number' } }, required: ['quarter', 'year', 'revenue'] },
        },
      ],
    },
  },
  'VS Code askQuestions': {
    questions: [
      { header: 'Test framework', question: 'Which test framework should the new package use?', message: 'The repository already uses Vitest in two packages.', options: [{ label: 'Vitest', description: 'Matches the other packages', recommended: true }, { label: 'Jest' }] },
      { header: 'Name', question: 'What should the package be called?' },
    ],
  },
  'Codex question it does not wait on (isBlocking false)': {
    threadId: 'thr_1',
    turnId: 'turn_1',
    itemId: 'call_1',
    isBlocking: false,
    autoResolutionMs: null,
    questions: [{ id: 'color', header: 'Color', question: 'Which accent color should the theme use?', isOther: true, isSecret: false, options: [{ label: 'Green (Recommended)', description: 'Matches the brand palette.' }, { label: 'Blue', description: 'Higher contrast.' }] }],
  },
  'Codex openai/form elicitation': {
    jsonrpc: '2.0',
    id: 12,
    method: 'mcpServer/elicitation/request',
    params: {
      threadId: 'thr_1',
      serverName: 'linear',
      mode: 'openai/form',
      message: 'Create the issue in Linear?',
      requestedSchema: { type: 'object', additionalProperties: false, properties: { title: { type: 'string', title: 'Title', minLength: 1 }, priority: { type: 'string', title: 'Priority', enum: ['urgent', 'high', 'medium', 'low'] } }, required: ['title', 'priority'] },
    },
  },
  'Claude Agent SDK canUseTool': { toolName: 'Bash', input: { command: 'rm -rf ./build', description: 'Remove the build folder' } },
  'Claude CLI control_request': {
    type: 'control_request',
    request_id: 'req_1',
    request: { subtype: 'can_use_tool', tool_name: 'Bash', input: { command: 'npm test', description: 'Run the tests' }, tool_use_id: 'toolu_1', permission_suggestions: [{ type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm test' }], behavior: 'allow', destination: 'localSettings' }] },
  },
  'Claude Code PermissionRequest hook': {
    hook_event_name: 'PermissionRequest',
    session_id: 'abc123',
    cwd: '/home/user/my-project',
    tool_name: 'AskUserQuestion',
    tool_input: { questions: [{ question: 'Which sections should I include?', header: 'Sections', multiSelect: true, options: [{ label: 'Introduction', description: 'Opening context' }, { label: 'Conclusion', description: 'Final summary' }] }] },
  },
  'AI SDK approval': { type: 'tool-deleteFile', toolCallId: 'call_1', state: 'approval-requested', input: { path: 'notes.txt' }, approval: { id: 'approval_1' } },
  'AI SDK 7 approval, signed, with its reason for asking': {
    type: 'tool-deleteFile',
    toolCallId: 'call-1',
    state: 'approval-requested',
    input: { path: 'a.ts' },
    approval: { id: 'aitxt-YFHtPebVhygdNvXH90j51Gvt', requestReason: 'Deleting files needs a person in this workspace.', signature: 'CE-KRwKCUOKMRdms6liu8sA9qAWqZhuQZu97iT9mVwA' },
  },
  'AI SDK history: denied, without an approval': { type: 'tool-weather', toolCallId: 'call-1', state: 'output-denied', input: { city: 'Tokyo' } },
  'AI SDK automatic approval': {
    type: 'tool-deleteFile',
    toolCallId: 'call_2',
    state: 'output-denied',
    input: { path: 'notes.txt' },
    approval: { id: 'approval_2', isAutomatic: true, approved: false, reason: 'Deleting files is off in this workspace.' },
  },
  'Claude AskUserQuestion: previews and notes': {
    questions: [
      {
        question: 'Which layout should the settings page use?',
        header: 'Layout',
        multiSelect: false,
        options: [
          { label: 'Sidebar (Recommended)', description: 'Sections in a left rail', preview: '**Sidebar**: sections stay in view.\n\n```\n┌──────┬─────────────┐\n│ Nav  │ Content     │\n│ ...  │             │\n└──────┴─────────────┘\n```' },
          { label: 'Tabs', description: 'Sections as tabs on top', preview: '**Tabs**: one section at a time.\n\n```\n┌─────┬─────┬─────┐\n│ One │ Two │ Six │\n├─────┴─────┴─────┤\n│     Content     │\n└─────────────────┘\n```' },
        ],
      },
      { question: 'Which checks should run in CI?', header: 'CI', multiSelect: true, options: [{ label: 'Lint', description: 'ESLint and Prettier' }, { label: 'Tests', description: 'Unit and end-to-end' }] },
    ],
  },
  'Claude AskUserQuestion: HTML previews': {
    questions: [
      {
        question: 'Which card should the pricing page use?',
        header: 'Card',
        multiSelect: false,
        options: [
          { label: 'Bordered', description: 'A quiet outline', preview: '<div style="border:1px solid #888;border-radius:8px;padding:12px;max-width:14rem"><strong>Pro</strong><p style="margin:4px 0">$9 a month</p></div>' },
          { label: 'Filled', description: 'A strong colour', preview: '<div style="background:#0969da;color:#fff;border-radius:8px;padding:12px;max-width:14rem"><strong>Pro</strong><p style="margin:4px 0">$9 a month</p></div><img src="https://example.com/tracker.png" alt="never loaded"><script>alert(1)</script>' },
        ],
      },
    ],
  },
  'Markdown message': 'Two ways to add this source:\n\n```choices\n{"question": "How would you like to add this source?", "options": [{"label": "Use RSS feed", "value": "rss"}, {"label": "Use agentic extraction", "value": "agentic"}]}\n```\n',
};

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const payload = byId<HTMLTextAreaElement>('payload');
const exampleSelect = byId<HTMLSelectElement>('example');
const dialectSelect = byId<HTMLSelectElement>('dialect');
const detected = byId<HTMLParagraphElement>('detected');
const reply = byId<HTMLPreElement>('reply');
const layoutSelect = byId<HTMLSelectElement>('layout');
const previewSelect = byId<HTMLSelectElement>('preview-format');

/** The examples whose previews are HTML: the host set the Agent SDK's previewFormat to "html". */
const HTML_PREVIEWS = new Set(['Claude AskUserQuestion: HTML previews']);

const option = (value: string, label = value) => Object.assign(document.createElement('option'), { value, textContent: label });
exampleSelect.append(...Object.keys(EXAMPLES).map((name) => option(name)));
dialectSelect.append(option('auto', 'Detect'), ...DIALECTS.map((d) => option(d)));

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** What the text is, and its parse: a payload in a dialect, or a markdown message's first block. */
function read(text: string, picked: string): { what: string; result: ParseResult } {
  const options = { previewFormat: previewSelect.value as PreviewFormat };
  if (picked !== 'auto') return { what: `${picked} (picked)`, result: parseRequest(picked as DialectName, text, options) };
  const dialect = detectDialect(text);
  if (dialect) return { what: dialect, result: parseRequest(dialect, text, options) };
  const blocks = findChoiceBlocks(text);
  if (blocks.length > 0) {
    const count = blocks.length === 1 ? 'its first of 1 block' : `its first of ${blocks.length} blocks`;
    return { what: `choices-block (a markdown message: ${count})`, result: blocks[0]!.result };
  }
  return { what: 'none: pick one', result: { ok: false, errors: [{ path: '$', message: 'No dialect has this shape; pick one to see what its parser says.' }] } };
}

function show(): void {
  const { what, result } = read(payload.value, dialectSelect.value);
  detected.textContent = `Dialect: ${what}`;
  const errors = byId<HTMLUListElement>('errors');
  errors.replaceChildren(
    ...(result.ok ? [] : result.errors).map((e) => {
      const item = document.createElement('li');
      item.append(Object.assign(document.createElement('code'), { textContent: e.path }), ` ${e.message}`);
      return item;
    }),
  );
  byId('errors-section').hidden = result.ok;
  byId('rendered-section').hidden = !result.ok;
  reply.textContent = 'Answer above to see the reply.';
  for (const scheme of ['light', 'dark'] as const) {
    const host = byId<HTMLDivElement>(scheme);
    if (!result.ok) {
      host.replaceChildren();
      continue;
    }
    const tag = result.request.questions.length === 1 ? 'choice-prompt' : 'question-set';
    const element = Object.assign(document.createElement(tag), { request: result.request, response: result.response });
    if (tag === 'question-set') element.setAttribute('layout', layoutSelect.value);
    element.style.colorScheme = scheme;
    host.replaceChildren(element);
  }
}

const showReply = (event: ChoiceSubmitEvent | ChoiceCancelEvent) => {
  reply.textContent = event.detail.reply === null ? 'null (nothing to send)' : textOf(event.detail.reply);
};
byId('rendered-section').addEventListener('choice-submit', showReply);
byId('rendered-section').addEventListener('choice-cancel', showReply);
byId<HTMLFormElement>('form').addEventListener('submit', (event) => {
  event.preventDefault();
  show();
});
// A set's layout changes in place: the answers given so far stay.
layoutSelect.addEventListener('change', () => {
  for (const set of document.querySelectorAll('#rendered-section question-set')) set.setAttribute('layout', layoutSelect.value);
});
exampleSelect.addEventListener('change', () => {
  payload.value = textOf(EXAMPLES[exampleSelect.value]);
  dialectSelect.value = 'auto';
  previewSelect.value = HTML_PREVIEWS.has(exampleSelect.value) ? 'html' : 'markdown';
  show();
});
previewSelect.addEventListener('change', show);

initThemePicker();
payload.value = textOf(EXAMPLES[exampleSelect.value]);
show();
