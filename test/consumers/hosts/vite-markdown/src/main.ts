import { Marked } from 'marked';
import { choicesMarkdown } from 'choice-prompts/markdown.js';
import 'choice-prompts/choice-prompt.js';

// An agent's message with a ```choices block (sanitize model output: see SECURITY.md).
const message = `Which database should I set up?

~~~choices
{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}
~~~`;

const chat = document.querySelector('#chat')!;
chat.innerHTML = new Marked(choicesMarkdown()).parse(message, { async: false });

// A click answers: the reply is the user's next message to the agent.
document.addEventListener('choice-submit', (e) => {
  fetch('/api/chat', { method: 'POST', body: JSON.stringify({ role: 'user', content: e.detail.reply }) });
});
