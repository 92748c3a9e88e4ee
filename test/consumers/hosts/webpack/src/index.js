import 'choice-prompts/bundle.js';

// Each reply is already in the form its agent expects: send it back as it is.
document.addEventListener('choice-submit', (e) => {
  fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.detail.reply) });
});
