/** The elements' glyphs (`components/internal/icons.ts`) as markup: decorative, `aria-hidden`, the state is in ARIA. */
import { Markup } from './markup.js';

export const checkIcon = new Markup('<span class="check-mark" aria-hidden="true"></span>');

export const clockIcon = new Markup(
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>',
);

export const crossIcon = new Markup(
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M4.5 4.5l7 7m0-7-7 7" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>',
);

export const infoIcon = new Markup(
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 7.25v4M8 4.75v.01" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>',
);

export const repeatIcon = new Markup(
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 7.5a5 5 0 0 1 8.6-3.4M13 8.5a5 5 0 0 1-8.6 3.4M11.5 1.8v2.6H8.9M4.5 14.2v-2.6h2.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);
