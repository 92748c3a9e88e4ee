/**
 * The two habits every spoken line of the elements shares (the state line, the loading line,
 * the announcer's remarks), kept in one place so they cannot drift apart.
 */
import { html, type TemplateResult } from 'lit';

/**
 * A line's text as two spans: plain text, and a `role="status"` region that is always
 * rendered, empty until the text is to be spoken. Screen readers announce a change to a
 * region they already know, not a region that appears filled, so speaking is moving the text
 * from the first span to the second; a line shown but not spoken stays in the first.
 */
export function statusSpans(text: string, spoken: boolean): TemplateResult {
  return html`<span class="status-text">${spoken ? '' : text}</span><span class="status-text" role="status">${spoken ? text : ''}</span>`;
}

/**
 * `text` as the `count`th message of a live region: every other one ends in a no-break space,
 * so a message equal to the previous one is still a DOM change (a screen reader may drop a
 * live message equal to the last one it heard; Orca does).
 */
export function distinctMessage(text: string, count: number): string {
  return count % 2 ? `${text}\u00a0` : text;
}
