// A stored conversation, as a chat keeps it: two ```choices blocks, one answered (the next
// user message is one of its values) and one outdated (the person wrote something else).
// The same conversation as the Next.js host's (each host is built alone, so each keeps its copy).
import type { HistoryMessage } from 'choice-prompts/stream.js';

const block = (question: string, labels: string[]) => `\`\`\`choices\n${JSON.stringify({ question, options: labels.map((label) => ({ label, value: label.toLowerCase() })) })}\n\`\`\``;

export const settled: HistoryMessage[] = [
  { role: 'assistant', content: `Which feed should I read?\n\n${block('Which feed should I read?', ['RSS', 'Atom'])}` },
  { role: 'user', content: 'atom' },
  { role: 'assistant', content: `How often?\n\n${block('How often should it refresh?', ['Hourly', 'Daily'])}` },
  { role: 'user', content: 'Never mind, that is all.' },
  { role: 'assistant', content: 'All set: *Atom*, refreshed on demand.' },
];

/** The same, then a question still open: the one prompt that needs the elements. */
export const open: HistoryMessage[] = [...settled, { role: 'user', content: 'One more thing.' }, { role: 'assistant', content: `Which format?\n\n${block('Which format should the export use?', ['JSON', 'CSV'])}` }];
