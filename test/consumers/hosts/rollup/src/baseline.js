// The same page without the kit: what the kit adds is measured against it.
document.querySelector('#questions').addEventListener('click', (e) => {
  fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.type) });
});
