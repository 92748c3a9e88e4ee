// Loaded first, as a classic script: records every CSP / Trusted Types violation and every
// uncaught error from the moment the page starts, for the test to read.
window.__violations = [];
window.__errors = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample || ''}`.trim());
});
window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));
