/** An option's preview. */
import { css } from 'lit';

export const previewStyles = css`
    /* Under its option, hanging from the option's indicator by a line: it reads as that option's. */
    .preview {
      min-width: 0;
      margin-inline-start: 1.3125rem;
      padding-inline-start: 1.0625rem;
      border-inline-start: 2px solid var(--_border-strong);
    }
    .row.pressed + .preview {
      border-inline-start-color: var(--_accent);
    }
    /* Code keeps its lines: a long one scrolls rather than breaking mid-token. */
    .preview pre {
      margin: 0;
      padding: 0.75rem 0.875rem;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) * 0.5);
      background: var(--_surface-raised);
      font-family: var(--_mono);
      font-size: 0.8125rem;
      line-height: 1.45;
      white-space: pre;
      overflow-wrap: normal;
      overflow-x: auto;
    }
    .preview pre:focus-visible {
      outline: var(--_focus-ring);
      outline-offset: 2px;
    }
  `;
