/** The few glyphs the elements draw; all decorative (`aria-hidden`), the state is in ARIA. */
import { html, svg } from 'lit';

/**
 * The check mark, drawn by CSS (`.check-mark` in shared.styles.ts), not an inline SVG: it is
 * what the first answer shows, and the first `<svg>` of a page that has none makes Chromium
 * load its SVG user-agent styles and restyle and lay out the whole document, a few
 * milliseconds of the first click on a page of many prompts.
 */
export const checkIcon = html`<span class="check-mark" aria-hidden="true"></span>`;

export const clockIcon = svg`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>`;

export const crossIcon = svg`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M4.5 4.5l7 7m0-7-7 7" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>`;

export const infoIcon = svg`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 7.25v4M8 4.75v.01" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>`;
