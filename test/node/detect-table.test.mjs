// detectDialect over every real payload of the corpus (test/fixtures/corpus/*.json), as one
// table: each is named by its dialect (or, where its case says the shape is shared, by one that
// reads it too), the same as JSON text, and never by a dialect whose parser refuses it; and the
// shapes of 2026 (MCP results and tasks, Codex's openai/form and isBlocking, VS Code's
// questions, AG-UI's interrupts) each have real payloads here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const { detectDialect, parseRequest } = await import('choice-prompts/protocol.js');
await import('choice-prompts/dialects.js');

const folder = new URL('../fixtures/corpus/', import.meta.url);
const rows = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')).cases.map((c) => ({ file, ...c })));

test('every real payload is named by its own dialect, or by one that reads it too, and never by one that refuses it', () => {
  const table = [];
  for (const row of rows) {
    const named = detectDialect(row.payload);
    table.push(`${row.file}: ${row.name} -> ${named ?? '(none)'}`);
    if (typeof row.payload !== 'string') assert.equal(detectDialect(JSON.stringify(row.payload)), named, `${row.name}: its JSON text is named the same`);
    if (row.detect !== false) {
      assert.equal(named, row.dialect, `${row.file}: ${row.name}`);
      continue;
    }
    // A shape that also fits another dialect ("detect": false) is named by one whose parser takes it, or by none.
    if (named !== undefined && row.valid) assert.equal(parseRequest(named, row.payload).ok, true, `${row.file}: ${row.name} named ${named}, which refuses it`);
  }
  assert.ok(table.length >= 130, `${table.length} payloads`);
});

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

test('the 2026 shapes each have real payloads, named as their dialect', () => {
  const objects = rows.filter((r) => r.valid && typeof r.payload === 'object' && r.payload !== null && !Array.isArray(r.payload));
  const named = (predicate) => objects.filter((r) => predicate(r.payload)).map((r) => detectDialect(r.payload));
  const inner = (p) => p?.result ?? (p?.method === 'notifications/tasks' ? p.params : p);
  const shapes = {
    'InputRequiredResult': [named((p) => inner(p)?.resultType === 'input_required'), 'mcp_elicitation'],
    'task in input_required': [named((p) => typeof inner(p)?.taskId === 'string'), 'mcp_elicitation'],
    'openai/form': [named((p) => (p.params ?? p).mode === 'openai/form'), 'mcp_elicitation'],
    'isBlocking': [named((p) => 'isBlocking' in p), 'codex_request_user_input'],
    'AG-UI RUN_FINISHED': [named((p) => p.type === 'RUN_FINISHED'), 'ag_ui_interrupt'],
    'VS Code askQuestions': [named((p) => Array.isArray(p.questions) && p.questions.some((q) => isObject(q) && ('allowFreeformInput' in q || 'message' in q || (q.options ?? []).some((o) => isObject(o) && 'recommended' in o)))), 'vscode_ask_questions'],
  };
  for (const [shape, [found, dialect]] of Object.entries(shapes)) {
    assert.ok(found.length > 0, `${shape}: no real payload`);
    assert.deepEqual([...new Set(found)], [dialect], `${shape} is named ${dialect}`);
  }
});
