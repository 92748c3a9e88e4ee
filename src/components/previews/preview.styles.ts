/** An option's preview. */
import { css } from 'lit';
import { codeBlock } from '../internal/code-block.styles.js';

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
      white-space: pre;
      overflow-wrap: normal;
      overflow-x: auto;
    }
    .preview pre:focus-visible {
      outline: var(--_focus-ring);
      outline-offset: 2px;
    }
    ${codeBlock}
  `;
