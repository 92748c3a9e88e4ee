/**
 * A link request's card (MCP URL mode): the link's host and full address, and instead of Submit
 * a real link that opens it in a new tab, which is the user's consent.
 */
import { html, type TemplateResult } from 'lit';
import { say } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { hostOf, linkStrings } from './link-words.js';

export function renderLink(link: string, strings: ChoiceStrings): TemplateResult {
  return html`<div part="link" class="link">
    <div class="link-host" id="link-host">${say({ ...linkStrings, ...strings }, 'linkHost', { host: hostOf(link) })}</div>
    <div class="link-url" dir="ltr">${link}</div>
  </div>`;
}

/** Following the link is the consent, and only a click (or Enter) on it opens anything. */
export function renderLinkSubmit(link: string, strings: ChoiceStrings, onClick: () => void): TemplateResult {
  return html`<a part="submit" class="button primary" href=${link} target="_blank" rel="noopener noreferrer"
    aria-describedby="link-host" @click=${onClick}>${say({ ...linkStrings, ...strings }, 'openLink', { host: hostOf(link) })}</a>`;
}
