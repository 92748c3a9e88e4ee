// The same page without the kit: what the kit adds is measured against it.
document.addEventListener('click', (e) => {
  fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.type) });
});
