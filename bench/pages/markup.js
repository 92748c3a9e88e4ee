// The prompts the browser benches show, DOM-free so the page (harness.js) and Node
// (open-load.mjs, which writes whole pages) build the same markup: one question and three
// option labels per prompt, as plain light-DOM buttons (the peer) or as a <choice-prompt>
// with its choices block in a child script. `PEER_CSS` gives the plain peer about the look a
// prompt has, so layout work is comparable.
export const labels = (i) => [`Keep option ${i}`, `Change option ${i}`, `Postpone ${i}`];
export const question = (i) => `Question ${i}: which way should the migration go?`;

export const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value) => JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Prompt `i`'s choices block. */
export const payload = (i) => ({ question: question(i), options: labels(i).map((label, k) => ({ label, value: `v${k}` })) });

/** Prompt `i` as plain markup: its question labelling a group of buttons. */
export const plainPrompt = (i) =>
  `<div class="prompt"><p id="q${i}">${escapeHtml(question(i))}</p><div role="group" aria-labelledby="q${i}">` +
  labels(i).map((l, k) => `<button type="button" aria-pressed="false" value="v${k}">${escapeHtml(l)}</button>`).join('') +
  '</div></div>';

/** Prompt `i` as the element, its request in a child script, and `inside` after it (a painted fallback). */
export const elementPrompt = (i, inside = '') => `<choice-prompt><script type="application/json">${scriptJson(payload(i))}</script>${inside}</choice-prompt>`;

export const PEER_CSS = `
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
  .prompt { display: block; margin: 0 0 1rem; padding: 1rem; border: 1px solid #d1d9e0; border-radius: 12px; }
  .prompt p { margin: 0 0 0.5rem; font-weight: 600; }
  .prompt [role='group'] { display: flex; flex-direction: column; gap: 0.5rem; }
  .prompt button { padding: 0.5rem 0.75rem; border: 1px solid #d1d9e0; border-radius: 6px; background: #fff; text-align: start; font: inherit; }
  .prompt button[aria-pressed='true'] { background: #0969da; color: #fff; }
`;
