import type { DialectDetect } from '../../dialect.js';
import { isRecord, own, type Json } from '../../input.js';
import { has } from '../shared/detect.js';
import { questionList } from '../shared/question-list.js';

/** What only VS Code's questions have, beside the `{header, question, options, multiSelect}` they share with Claude's AskUserQuestion. */
function vscodeOnly(q: Json): boolean {
  const options = own(q, 'options');
  if (has(q, 'allowFreeformInput') || has(q, 'message')) return true;
  // AskUserQuestion asks 2–4 options on every question; VS Code none (a typed answer), one (with free text) or more.
  if (!Array.isArray(options)) return options === undefined || options === null;
  return options.length < 2 || options.length > 4 || options.some((o) => isRecord(o) && has(o, 'recommended'));
}

/** VS Code's `vscode_askQuestions` input: headers and questions, marked by what Claude's AskUserQuestion never has. */
export const detectVscodeAskQuestions: DialectDetect = {
  // Before `ask_user_question`, whose shape it shares; after the lists marked by keys of their own.
  order: 95,
  shape: (value) => {
    const items = questionList(value)?.items;
    if (!items || items.length === 0 || !items.every((q) => has(q, 'header') && has(q, 'question'))) return false;
    return items.length > 4 || items.some(vscodeOnly);
  },
};
