/**
 * The question-kind cards: typed fields (text, e-mail, number), yes/no, a secret, a form
 * refused with its errors next to the fields, a bare confirm, an MCP URL-mode consent
 * card, Claude Agent SDK permissions (a command, a file edit, one denied), an AI SDK tool
 * approval, Gemini CLI's "All of the above" and a LangGraph interrupt. Each from a real payload in its
 * dialect, except the secret (no MCP field is one), which is a request built with
 * `typedQuestion`. The approval's and the interrupt's words (Approve, Deny, Accept, Edit,
 * Ignore and their questions) are the kit's own, said from the strings table.
 */
import { html } from 'lit';
import { typedQuestion } from '../../src/kinds.js';
import type { ChoiceRequest } from '../../src/protocol.js';
import { answered, clickOptions, clickPart, options, parse, settled, typeInto, type Card } from './fixtures.js';
import type { TextSet } from './texts.js';

/**
 * The agent's own data the cards show as it is, in any language: the link, the tool and
 * action names and their arguments (identifiers and paths, not words a person translates).
 */
export const AGENT_DATA = {
  url: 'https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766',
  tool: 'deleteFile',
  toolInput: { path: 'src/legacy/old-api.ts' },
  policyReason: 'Deleting files is off in this workspace.',
  mcpServer: 'files',
  mcpMessage: 'Allow the files MCP server to run tool "delete"?',
  commandTool: 'Bash',
  editTool: 'Edit',
  command: 'rm -rf ./build && npm run build -- --mode production --out-dir ./build --sourcemap',
  suggestions: [{ type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm run build:*' }], behavior: 'allow', destination: 'localSettings' }],
  edit: { file_path: 'src/config.ts', old_string: "export const retries = 3;\nexport const timeoutMs = 5000;", new_string: "export const retries = 5;\nexport const timeoutMs = 5000;\nexport const backoff = 'exponential';" },
  serviceName: 'billing-api',
  otherDatabase: 'CockroachDB',
  action: 'send_email',
  actionArgs: { to: 'ops@example.com', subject: 'Deploy 1.4.2' },
} as const;

/** The field titles, in the text set's language. */
export function words(t: TextSet) {
  return t.lang === 'ar'
    ? { instead: 'ابنِ الحزمة المتغيرة فقط، دون حذف المجلد', rebuild: 'إعادة بناء المشروع من الصفر', email: 'البريد الإلكتروني للعمل', replicas: 'عدد النسخ', ratio: 'نسبة الذاكرة المؤقتة', key: 'مفتاح الواجهة البرمجية', confirm: 'حذف الفرع feature/login؟', link: 'سجّل الدخول إلى GitHub للمتابعة.' }
    : { instead: 'Only rebuild the changed package; keep the folder', rebuild: 'Rebuild the project from scratch', email: 'Work e-mail', replicas: 'Replicas', ratio: 'Cache ratio', key: 'API key', confirm: 'Delete the branch feature/login?', link: 'Sign in to GitHub to continue.' };
}

function form(t: TextSet): ChoiceRequest {
  const w = words(t);
  return parse('mcp_elicitation', {
    message: t.title,
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: t.name.question, minLength: 3, maxLength: 60, default: 'my-app' },
        email: { type: 'string', title: w.email, format: 'email' },
        replicas: { type: 'integer', title: w.replicas, minimum: 1, maximum: 1000, default: 3 },
        ratio: { type: 'number', title: w.ratio, maximum: 1 },
        deploy: { type: 'boolean', title: t.deploy.question, default: false },
      },
      required: ['name', 'email', 'replicas', 'deploy'],
    },
  });
}

/** A Codex tool approval as its app server forwards it (`mcpServer/elicitation/request` params), with `meta` added to its `_meta`. */
function codexApproval(meta: Record<string, unknown>): ChoiceRequest {
  return parse('mcp_elicitation', {
    threadId: 'thread-gallery',
    serverName: AGENT_DATA.mcpServer,
    mode: 'form',
    message: AGENT_DATA.mcpMessage,
    _meta: { codex_approval_kind: 'mcp_tool_call', ...meta, tool_params: AGENT_DATA.toolInput },
    requestedSchema: { type: 'object', properties: {} },
  });
}

export const kindCards: Card[] = [
  {
    id: 'kinds-form',
    title: 'Typed fields',
    how: 'mcp_elicitation: text with a length and a default, e-mail, a whole number in a range, a number, yes/no',
    render: (t) => html`<question-set expanded layout="stacked" .request=${form(t)}></question-set>`,
  },
  {
    id: 'kinds-refused',
    title: 'Typed fields, Submit refused',
    how: 'a wrong e-mail address and a number out of range: each field says why, by its title',
    render: (t) => html`<question-set expanded layout="stacked" .request=${form(t)}></question-set>`,
    after: async (el) => {
      await typeInto(el, 1, 'ada@example');
      await typeInto(el, 3, '1.5');
      await clickPart(el, 'submit');
    },
  },
  {
    id: 'kinds-boolean',
    title: 'Yes or no',
    how: 'mcp_elicitation: one boolean field (its words come from the strings table)',
    render: (t) =>
      html`<choice-prompt expanded .request=${parse('mcp_elicitation', { message: t.deploy.question, requestedSchema: { type: 'object', properties: { deploy: { type: 'boolean' } }, required: ['deploy'] } })}></choice-prompt>`,
  },
  {
    id: 'kinds-secret',
    title: 'Secret',
    how: 'a text question with secret: true (a password field, never shown back)',
    render: (t) =>
      html`<choice-prompt
        .request=${{ id: 'gallery-secret', dialect: 'mcp_elicitation', questions: [typedQuestion({ id: 'q0', kind: 'text', text: words(t).key, secret: true, minLength: 8 })] } satisfies ChoiceRequest}
      ></choice-prompt>`,
  },
  {
    id: 'kinds-confirm',
    title: 'Bare confirm',
    how: 'mcp_elicitation with no fields: Confirm or Decline',
    render: (t) => html`<choice-prompt expanded .request=${parse('mcp_elicitation', { message: words(t).confirm, requestedSchema: { type: 'object', properties: {} } })}></choice-prompt>`,
  },
  {
    id: 'kinds-url',
    title: 'Open a link (URL mode)',
    how: 'mcp_elicitation mode "url": the host and full address; only following the link opens it',
    render: (t) =>
      html`<choice-prompt
        .request=${parse('mcp_elicitation', { mode: 'url', elicitationId: 'gallery-url', url: AGENT_DATA.url, message: words(t).link })}
      ></choice-prompt>`,
  },
  {
    id: 'kinds-permission',
    title: 'Permission: a command',
    how: 'can_use_tool for Bash with suggestions: the command is the subject and the first focus (Enter there sends nothing); Tab lands on Deny; Esc denies; "don\'t ask again" answers with updatedPermissions. "Show keyboard focus" moves to Approve, the primary look it takes only then',
    render: (t) =>
      html`<choice-prompt expanded .request=${parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command, description: words(t).rebuild }, suggestions: AGENT_DATA.suggestions })}></choice-prompt>`,
    focusTarget: (el) => options(el)[0],
  },
  {
    id: 'kinds-permission-tell',
    title: 'Permission: no, and tell Claude what to do',
    how: 'can_use_tool, "No, and tell Claude what to do differently" chosen: its field opens under the options with focus in it; Enter or Submit sends {behavior: "deny", message: <the text>}, left empty a plain Deny',
    render: (t) => html`<choice-prompt expanded .request=${parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command, description: words(t).rebuild } })}></choice-prompt>`,
    after: async (el) => {
      await settled(el);
      options(el)[2]?.click();
      await settled(el);
      const field = el.shadowRoot?.querySelector<HTMLInputElement>('#q0-message');
      if (!field) return;
      // `after` is handed the element only: the stage's language says which words it shows.
      field.value = words({ lang: el.closest('[lang]')?.getAttribute('lang') } as TextSet).instead;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await settled(el);
    },
  },
  {
    id: 'kinds-permission-told',
    title: 'Permission denied with a message (history)',
    how: 'can_use_tool restored with "No, and tell Claude…" and its message (optionNotes): the message stays under the options, read only',
    render: (t) => {
      const request = parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command } });
      const response = answered(request, () => [2]);
      response.answers['q0']!.optionNotes = { 'deny-with-message': words(t).instead };
      return html`<choice-prompt expanded .request=${request} .response=${response}></choice-prompt>`;
    },
  },
  {
    id: 'kinds-permission-diff',
    title: 'Permission: a file edit',
    how: 'can_use_tool for Edit: the change as a diff, each line marked by its sign',
    render: () => html`<choice-prompt expanded .request=${parse('can_use_tool', { toolName: AGENT_DATA.editTool, input: AGENT_DATA.edit })}></choice-prompt>`,
  },
  {
    id: 'kinds-permission-denied',
    title: 'Permission denied (history)',
    how: 'can_use_tool restored with Deny chosen: the command stays, Deny shows chosen',
    render: () => {
      const request = parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command } });
      return html`<choice-prompt expanded .request=${request} .response=${answered(request, () => [1])}></choice-prompt>`;
    },
  },
  {
    id: 'kinds-permission-folded',
    title: 'Permission denied, folded (history)',
    how: 'the same restored without expanded: its line names the tool and the command it was about, then the decision ("Bash: … → Deny"), so two folded denials read differently',
    render: () => {
      const request = parse('can_use_tool', { toolName: AGENT_DATA.commandTool, input: { command: AGENT_DATA.command } });
      return html`<choice-prompt .request=${request} .response=${answered(request, () => [1])}></choice-prompt>`;
    },
  },
  {
    id: 'kinds-approval',
    title: 'Tool approval',
    how: 'ai_sdk_tool_part, state "approval-requested" (needsApproval): the input is the subject; an optional reason, then Deny or Approve, answered with addToolApprovalResponse({id, approved, reason})',
    render: () =>
      html`<choice-prompt
        .request=${parse('ai_sdk_tool_part', { type: `tool-${AGENT_DATA.tool}`, toolCallId: 'call-gallery-approval', state: 'approval-requested', input: AGENT_DATA.toolInput, approval: { id: 'approval-gallery' } })}
      ></choice-prompt>`,
  },
  {
    id: 'kinds-approval-automatic',
    title: 'Tool approval decided by a policy',
    how: 'ai_sdk_tool_part, state "output-denied" with approval.isAutomatic (AI SDK 7 toolApproval): the decision and its reason stand where the options would; nothing to choose or send',
    render: () => {
      const request = parse('ai_sdk_tool_part', {
        type: `tool-${AGENT_DATA.tool}`,
        toolCallId: 'call-gallery-automatic',
        state: 'output-denied',
        input: AGENT_DATA.toolInput,
        approval: { id: 'approval-gallery-automatic', isAutomatic: true, approved: false, reason: AGENT_DATA.policyReason },
      });
      return html`<choice-prompt expanded .request=${request} .response=${answered(request, () => [1])}></choice-prompt>`;
    },
  },
  {
    id: 'kinds-select-all',
    title: 'All of the above',
    how: 'gemini_ask_user, a multi-select: "All of the above" after the options, as Gemini CLI offers it, pressed: every option chosen, and the reply names each',
    render: (t) =>
      html`<choice-prompt
        .request=${parse('gemini_ask_user', { questions: [{ question: t.features.question, header: t.features.header, type: 'choice', multiSelect: true, options: t.features.options.slice(0, 4).map((o) => ({ label: o.label, description: o.description ?? '' })) }] })}
      ></choice-prompt>`,
    after: async (el) => {
      await settled(el);
      options(el).at(-1)?.click();
      await settled(el);
    },
  },
  {
    id: 'kinds-approval-codex',
    title: 'Codex tool approval',
    how: 'mcp_elicitation as Codex forwards it (mcpServer/elicitation/request, an empty form marked codex_approval_kind): Codex\'s own words, Approve Once or Cancel',
    render: () => html`<choice-prompt .request=${codexApproval({})}></choice-prompt>`,
  },
  {
    id: 'kinds-approval-codex-remember',
    title: 'Codex tool approval that can be remembered',
    how: 'as "Codex tool approval", with _meta.persist ["session", "always"]: Codex\'s "Approve this session" and "Always allow" between Approve Once and Cancel, answered with _meta.persist',
    render: () => html`<choice-prompt .request=${codexApproval({ persist: ['session', 'always'] })}></choice-prompt>`,
  },
  {
    id: 'kinds-interrupt',
    title: 'Interrupt: accept, edit, respond or ignore',
    how: 'langgraph_interrupt without a description, all four allowed: before anything is chosen only the decisions show, nothing is marked answered',
    render: () => html`<question-set .request=${interrupt()}></question-set>`,
  },
  {
    id: 'kinds-interrupt-edit',
    title: 'Interrupt: Edit chosen',
    how: 'the argument fields show once Edit is chosen, prefilled and not marked answered until changed',
    render: () => html`<question-set .request=${interrupt()}></question-set>`,
    after: (el) => clickOptions(el, [1]),
  },
  {
    id: 'kinds-interrupt-respond',
    title: 'Interrupt: Respond chosen',
    how: 'the Reply shows once Respond is chosen',
    render: () => html`<question-set .request=${interrupt()}></question-set>`,
    after: (el) => clickOptions(el, [2]),
  },
  {
    id: 'kinds-interrupt-switch',
    title: 'Interrupt: from Edit to Respond',
    how: 'an argument edited under Edit, then Respond chosen: the Reply shows, the edits are kept and said not to be sent, focus stays on Respond',
    render: () => html`<question-set .request=${interrupt()}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [1]);
      await typeInto(el, 2, 'Deploy 1.4.3');
      await clickOptions(el, [2]);
    },
  },
  {
    id: 'kinds-interrupt-refused',
    title: 'Interrupt: edits left behind, Submit refused',
    how: 'an argument edited under Edit, then Ignore chosen: the edits are kept, not sent; Submit refuses and says why, with Discard changes',
    render: () => html`<question-set .request=${interrupt()}></question-set>`,
    after: async (el) => {
      await clickOptions(el, [1]);
      await typeInto(el, 1, 'release@example.com');
      await clickOptions(el, [3]);
      await clickPart(el, 'submit');
    },
  },
];

/** The interrupt the cards show: an e-mail to send, everything allowed. */
function interrupt(): ChoiceRequest {
  return parse('langgraph_interrupt', {
    action_request: { action: AGENT_DATA.action, args: AGENT_DATA.actionArgs },
    config: { allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true },
  });
}
