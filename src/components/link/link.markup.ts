/** A link request's card and its link, as markup (`link.template.ts`). */
import { say } from '../strings/locale-format.js';
import { html, url, type Markup } from '../../html/markup.js';
import type { CardView } from '../../html/card.js';
import { hostOf, linkStrings } from './link-words.js';

/** Following the link is the consent: only a click (or Enter) on it opens anything. */
function submit(v: CardView, link: string): Markup {
  return html`<a part="submit" class="button primary" href="${url(link)}" target="_blank" rel="noopener noreferrer" aria-describedby="${v.id('link-host')}">${say(v.strings, 'openLink', { host: hostOf(link) })}</a>`;
}

function card(v: CardView, link: string): Markup {
  return html`<div part="link" class="link"><div class="link-host" id="${v.id('link-host')}">${say(v.strings, 'linkHost', { host: hostOf(link) })}</div><div class="link-url" dir="ltr">${link}</div></div>`;
}

export const linkMarkup = { card, submit, texts: linkStrings };
