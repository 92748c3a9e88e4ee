/** A remembered approval's glyph: a loop, "from now on", unlike the one-off approval's check (decorative; the option's label says it). */
import { svg } from 'lit';

export const repeatIcon = svg`<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 7.5a5 5 0 0 1 8.6-3.4M13 8.5a5 5 0 0 1-8.6 3.4M11.5 1.8v2.6H8.9M4.5 14.2v-2.6h2.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
