/**
 * A preview written in HTML (the Claude Agent SDK's `previewFormat: 'html'`), never trusted:
 * it is shown in a frame with the `sandbox` attribute and nothing allowed (no script, no
 * forms, no popups, no navigation of the page, an origin of its own), whose document forbids
 * every load but inline styles and `data:` images and fonts (a Content Security Policy), so
 * an image, a style sheet, a font or `url()` in CSS fetches nothing. Links open nothing: the
 * frame's links target a new window, which the sandbox refuses. The browser enforces all of
 * it, however the HTML is written; the kit only reads the HTML's text (parsed in a document
 * of its own, which runs and loads nothing) for the option's description.
 */

/** What the preview's document may load: nothing but inline styles and `data:` images and fonts. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

/** The frame's own styles: the prompt's light or dark scheme, its system colours, room around the content. */
const STYLE = ':root{color-scheme:light dark}body{margin:0;padding:.75rem .875rem;font:.875rem/1.45 system-ui,sans-serif;color:CanvasText;background:transparent}';

/** Elements whose text reads as a block of its own. */
const BLOCKS = 'address,article,aside,blockquote,br,button,dd,div,dl,dt,fieldset,figcaption,figure,footer,form,h1,h2,h3,h4,h5,h6,header,hr,label,legend,li,main,nav,ol,p,pre,section,table,td,th,tr,ul';

/** `fragment` read in a document that runs and loads nothing, as the frame's HTML and its text. */
export function readHtml(fragment: string): { body: string; text: string } {
  const doc = new DOMParser().parseFromString(fragment, 'text/html');
  // A link that names its own target would navigate the frame itself: without one, every link
  // targets the new window the document's `<base>` names, which the sandbox refuses to open.
  for (const el of doc.querySelectorAll('[target]')) el.removeAttribute('target');
  const body = doc.body.innerHTML;
  for (const el of doc.body.querySelectorAll('script, style, template, noscript')) el.remove();
  // Words in separate blocks stay apart in the text ("Plan" and "Price", not "PlanPrice").
  for (const el of doc.body.querySelectorAll(BLOCKS)) el.after(' ');
  return { body, text: (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim() };
}

/** The frame's whole document: the policy first (it holds from there on), then the preview's HTML. */
export function frameDocument(body: string): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${POLICY}"><base target="_blank"><style>${STYLE}</style><body>${body}`;
}
