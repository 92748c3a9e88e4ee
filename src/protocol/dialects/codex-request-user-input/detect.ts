import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';
import { has } from '../shared/detect.js';
import { questionList } from '../shared/question-list.js';

/** The JSON-RPC method under which Codex's app server asks its client. */
export const APP_SERVER_METHOD = 'item/tool/requestUserInput';

/** Questions with ids (or `isOther` / `isSecret`), or the app server's request around them. */
export const detectCodexRequestUserInput: DialectDetect = {
  // Before the other lists of questions: ids on its questions mark it.
  order: 70,
  marker: (value) => isRecord(value) && own(value, 'method') === APP_SERVER_METHOD && isRecord(own(value, 'params')),
  shape: (value) => {
    const list = questionList(value);
    if (!list) return false;
    const { root, items } = list;
    return ['threadId', 'turnId', 'itemId', 'call_id'].some((k) => has(root, k)) || items.some((q) => has(q, 'isOther') || has(q, 'isSecret') || (has(q, 'id') && has(q, 'question')));
  },
};
