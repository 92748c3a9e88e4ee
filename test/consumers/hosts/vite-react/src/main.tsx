import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChoicePrompt } from 'choice-prompts/react.js';
import { parseRequest } from 'choice-prompts/protocol.js';
import { Chat } from './Chat';

const BLOCK = '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}';

/**
 * A ```choices block an agent wrote earlier, as the page shows it before the chat: parsed on
 * every render (without an id: the one derived from its content), and rendered again from
 * inside the answer's handler.
 */
function Block() {
  const [sent, setSent] = useState<string>();
  const block = parseRequest('choices-block', BLOCK);
  return (
    <>
      {block.ok && <ChoicePrompt id="block" request={block.request} onChoiceSubmit={(e) => setSent(String(e.detail.reply))} />}
      {sent && <p>You chose {sent}.</p>}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <Block />
      <Chat />
    </main>
  </StrictMode>,
);
