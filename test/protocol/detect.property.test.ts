/**
 * detectDialect over generated payloads of the shapes added with requests asked several at
 * once (MCP results and tasks, AG-UI interrupts), VS Code's questions and Codex's 2026 params:
 * whatever its parser accepts, detection names that dialect, or, for the shape VS Code shares
 * with Claude's AskUserQuestion, a dialect that reads it as well; never one that refuses it.
 * The corpus's real payloads are checked case by case in test/node/detect-table.test.mjs.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../helpers/property.js';
import type { DialectName } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';
import { detectDialect } from '../../src/protocol/detect.js';
import { isRecord } from '../../src/protocol/input.js';
import { payload } from '../security/payloads.js';
import '../../src/dialects.js';

/** The dialects whose shapes are new, and those a payload of theirs may also be read as (never named instead otherwise). */
const SHARED: Partial<Record<DialectName, DialectName[]>> = {
  mcp_elicitation: [],
  ag_ui_interrupt: [],
  vscode_ask_questions: ['ask_user_question'],
  codex_request_user_input: [],
};

/** A payload's object, its JSON text read back. */
const valueOf = (input: unknown) => {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return undefined;
  }
};

describe('detectDialect never takes a new shape for another dialect', function () {
  this.timeout(60_000);
  for (const [dialect, shared] of Object.entries(SHARED) as [DialectName, DialectName[]][]) {
    it(`${dialect}: what its parser accepts is named ${dialect}${shared.length ? ` (or ${shared.join(', ')}, which reads it too)` : ''}`, () => {
      let accepted = 0;
      assertProperty(
        fc.property(payload(dialect), (input) => {
          if (!parseRequest(dialect, input).ok) return;
          accepted++;
          const named = detectDialect(input);
          if (named === dialect) return;
          expect(named, JSON.stringify(input)?.slice(0, 300)).to.be.oneOf(shared);
          expect(parseRequest(named!, input).ok, `${named} reads what it names`).to.equal(true);
        }),
        { numRuns: 300 },
      );
      expect(accepted, 'the generated payloads include ones the dialect accepts').to.be.greaterThan(10);
    });
  }

  it('several asked at once are always MCP\'s, whatever else they hold', () => {
    assertProperty(
      fc.property(payload('mcp_elicitation'), (input) => {
        const value = valueOf(input);
        const inner = isRecord(value) && isRecord(value['result']) ? value['result'] : value;
        if (isRecord(inner) && inner['resultType'] === 'input_required') expect(detectDialect(input)).to.equal('mcp_elicitation');
      }),
      { numRuns: 300 },
    );
  });
});
