// Every way a host shows a prompt, under the page's strict policy: a `request` property, a
// JSON script child built with DOM calls, a question set, markdown rendered by marked with
// the kit's extension (through the host's own Trusted Types policy, as any innerHTML must
// be), and a code block upgraded with `upgradeChoiceBlocks` (which uses the kit's own
// `choice-prompts` policy). Replies are listed in #replies.
import '/bundle.js';
import '/dist/dialects.js';
import { parseRequest } from '/dist/protocol.js';
import { choicesMarkdown, upgradeChoiceBlocks } from '/dist/markdown.js';
import { Marked } from '/marked.js';

const hostile = '<img src="/x-pwned.png" onerror="window.__pwned=1">';

for (const type of ['choice-submit', 'choice-cancel']) {
  document.addEventListener(type, (event) => {
    const li = document.createElement('li');
    li.textContent = `${event.target.id} ${type} ${JSON.stringify(event.detail.reply)}`;
    document.getElementById('replies').append(li);
  });
}

const request = (dialect, payload) => {
  const result = parseRequest(dialect, payload);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
};

const dynamic = document.getElementById('dynamic');

const byProperty = document.createElement('choice-prompt');
byProperty.id = 'by-property';
byProperty.request = request('choices-block', {
  question: `Source? ${hostile}`,
  context: hostile,
  options: [
    { label: `RSS ${hostile}`, value: 'rss', description: hostile, recommended: true },
    { label: 'Agentic', value: 'agentic' },
  ],
});

// The page's own policy. Under Trusted Types even a JSON script's text is a sink, so a host
// that builds the script child itself passes the JSON through its policy (escaped so that it
// cannot end the script); HTML from its markdown renderer goes through it too (a real host
// sanitizes that HTML here: see SECURITY.md).
const policy = trustedTypes.createPolicy('host', {
  createHTML: (html) => html,
  createScript: (json) => JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c'),
});

const byScript = document.createElement('choice-prompt');
byScript.id = 'by-script';
const script = document.createElement('script');
script.type = 'application/json';
script.setAttribute('dialect', 'request_user_choice');
script.text = policy.createScript(
  JSON.stringify({ question: 'Which plan?', options: [{ title: 'Pro', description: hostile, isRecommended: true }, { title: 'Team', description: '' }] }),
);
byScript.append(script);

const set = document.createElement('question-set');
set.id = 'by-set';
set.request = request('provide_choice', {
  title: `Plan ${hostile}`,
  prompt: 'Pick up to two',
  selection_mode: 'hybrid',
  max_selections: 2,
  placeholder: hostile,
  allow_global_annotation: true,
  options: [
    { id: 'a', label: 'Alpha', recommended: true },
    { id: 'b', label: 'Beta' },
  ],
});
dynamic.append(byProperty, byScript, set);

const block = JSON.stringify({ question: `Markdown? ${hostile}`, options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] });
const markdown = document.getElementById('markdown');
markdown.innerHTML = policy.createHTML(new Marked(choicesMarkdown()).parse(`Pick:\n\n\`\`\`choices\n${block}\n\`\`\`\n`));
markdown.querySelector('choice-prompt').id = 'from-markdown';

const upgraded = document.getElementById('upgraded');
const pre = document.createElement('pre');
const code = document.createElement('code');
code.className = 'language-choices';
code.textContent = JSON.stringify({ question: 'Upgraded?', options: [{ label: 'One', value: 'one' }, { label: 'Two', value: 'two' }] });
pre.append(code);
upgraded.append(pre);
upgradeChoiceBlocks(upgraded)[0].id = 'upgraded-prompt';

document.body.dataset.ready = 'true';
