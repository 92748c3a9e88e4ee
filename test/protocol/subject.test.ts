/**
 * What an approval or interrupt asks to run, as the dialects build it (`toolSubject`), and
 * the Claude Agent SDK's permission suggestions: read, refused when malformed, sent back.
 */
import { expect } from '@open-wc/testing';
import type { PermissionUpdate } from '@anthropic-ai/claude-agent-sdk';
import { LIMITS } from '../../src/protocol/limits.js';
import { toolSubject } from '../../src/protocol/subject.js';
import { validateRequest } from '../../src/protocol/validate.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import { answeredResponse } from '../../src/protocol/responses.js';

describe('toolSubject: what will run, as a person reads it', () => {
  it('a command is the command itself, whatever else the input holds', () => {
    expect(toolSubject({ command: 'rm -rf ./build', description: 'Clean', timeout: 5000 })).to.deep.equal({ kind: 'command', text: 'rm -rf ./build' });
  });

  it('an edit is a unified diff of its lines; several edits are several hunks; a write adds every line', () => {
    expect(toolSubject({ file_path: 'a.ts', old_string: 'x\ny', new_string: 'z' }).text).to.equal('--- a.ts\n+++ a.ts\n-x\n-y\n+z');
    const multi = toolSubject({ file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }, { old_string: 'c', new_string: 'd' }] });
    expect(multi).to.deep.equal({ kind: 'diff', text: '--- a.ts\n+++ a.ts\n-a\n+b\n-c\n+d' });
    expect(toolSubject({ file_path: 'n.md', content: 'one\ntwo\n' })).to.deep.equal({ kind: 'diff', text: '+++ n.md\n+one\n+two' });
  });

  it('any other input is key: value lines, strings as they are, the rest as JSON, further lines indented', () => {
    expect(toolSubject({ url: 'https://example.com', prompt: 'Sum it\nup', depth: 2, tags: ['a'] }).text).to.equal(
      'url: https://example.com\nprompt: Sum it\n  up\ndepth: 2\ntags: [\n    "a"\n  ]',
    );
    expect(toolSubject({})).to.deep.equal({ kind: 'input', text: '{}' });
    expect(toolSubject({ command: '   ' }).kind, 'a blank command is no command').to.equal('input');
  });

  it('is cut with "…" only past LIMITS.maxSubjectText', () => {
    const command = 'x'.repeat(LIMITS.maxSubjectText + 10);
    const text = toolSubject({ command }).text;
    expect(text.length).to.equal(LIMITS.maxSubjectText);
    expect(text.endsWith('…')).to.equal(true);
    expect(toolSubject({ command: 'y'.repeat(LIMITS.maxSubjectText) }).text.endsWith('y')).to.equal(true);
  });

  it('validateRequest checks a subject: its kind and its text', () => {
    const ok = parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'ls' } });
    if (!ok.ok) throw new Error('fixture');
    const q = ok.request.questions[0]!;
    expect(validateRequest(ok.request)).to.deep.equal([]);
    expect(validateRequest({ ...ok.request, questions: [{ ...q, subject: { kind: 'shell', text: 'ls' } }] })[0]!.path).to.equal('$.questions[0].subject.kind');
    expect(validateRequest({ ...ok.request, questions: [{ ...q, subject: { text: 'ls' } }] })[0]!.path).to.equal('$.questions[0].subject.kind');
    expect(validateRequest({ ...ok.request, questions: [{ ...q, subject: { kind: 'command' } }] })[0]!.path).to.equal('$.questions[0].subject.text');
  });
});

describe('can_use_tool permission suggestions', () => {
  const suggestions: PermissionUpdate[] = [
    { type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm test:*' }, { toolName: 'Read' }], behavior: 'allow', destination: 'localSettings' },
    { type: 'setMode', mode: 'acceptEdits', destination: 'session' },
    { type: 'addDirectories', directories: ['/tmp/build'], destination: 'session' },
  ];

  it('describe what will no longer be asked, in the rules\' own notation', () => {
    const result = parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'npm test' }, suggestions });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const always = result.request.questions[0]!.options[1]!;
    expect(always).to.include({ id: 'approve-always', term: 'approveAlways', description: 'Bash(npm test:*), Read, mode: acceptEdits, /tmp/build' });
    const reply = encodeReply(result.request, answeredResponse(result.request, new Map([['q0', { selected: ['approve-always'] }]])));
    expect(reply).to.deep.equal({ behavior: 'allow', updatedInput: { command: 'npm test' }, updatedPermissions: suggestions });
    const once = encodeReply(result.request, answeredResponse(result.request, new Map([['q0', { selected: ['approve'] }]])));
    expect(once, 'Approve alone remembers nothing').to.deep.equal({ behavior: 'allow', updatedInput: { command: 'npm test' } });
  });

  it('refuse what is no PermissionUpdate, with its path', () => {
    const result = parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'ls' }, permission_suggestions: [{ type: 'allowEverything' }] });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.errors[0]!.path).to.equal('$.permission_suggestions[0]');
    const notList = parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'ls' }, suggestions: 'all' });
    expect(!notList.ok && notList.errors[0]!.path).to.equal('$.suggestions');
  });

  it('an empty list, like none, offers no "don\'t ask again"; AskUserQuestion ignores them', () => {
    const none = parseRequest('can_use_tool', { toolName: 'Bash', input: { command: 'ls' }, suggestions: [] });
    expect(none.ok && none.request.questions[0]!.options.map((o) => o.id)).to.deep.equal(['approve', 'deny', 'deny-with-message']);
    const ask = parseRequest('can_use_tool', { toolName: 'AskUserQuestion', input: { questions: [{ question: 'Which?', header: 'Pick', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] }, suggestions });
    expect(ask.ok && ask.request.meta?.['suggestions']).to.equal(undefined);
  });
});
