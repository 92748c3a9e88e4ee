import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChoicePrompt } from 'choice-prompts/react.js';
import { parseRequest } from 'choice-prompts/protocol.js';
import { Chat } from './Chat';

// A ```choices block an agent wrote earlier, as the page shows it before the chat.
const block = parseRequest('choices-block', '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {block.ok && <ChoicePrompt id="block" request={block.request} />}
      <Chat />
    </main>
  </StrictMode>,
);
