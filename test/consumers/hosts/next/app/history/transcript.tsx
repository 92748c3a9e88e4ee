// A server component: the conversation as HTML, rendered on the server with renderHistoryHTML
// (marked renders the markdown; settled blocks are plain markup that needs no script).
import { Marked } from 'marked';
import { renderHistoryHTML } from 'choice-prompts/html.js';
import type { HistoryMessage } from 'choice-prompts/stream.js';
import 'choice-prompts/history.css';

export function Transcript({ messages }: { messages: HistoryMessage[] }) {
  const html = renderHistoryHTML(messages, { Marked, lang: 'en' });
  return (
    <ol className="transcript">
      {messages.map((message, i) => (
        <li key={i} className={message.role} dangerouslySetInnerHTML={{ __html: html[i]! }} />
      ))}
    </ol>
  );
}
