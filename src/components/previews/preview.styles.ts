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
    .preview .code:focus-visible {
      outline: var(--_focus-ring);
      outline-offset: 2px;
    }
    /* Markdown in a monospace box, as Claude Code draws it: every line keeps its spaces and
       its length (a mockup's alignment), and a long one scrolls rather than breaking. */
    .markdown {
      white-space: pre;
      overflow-wrap: normal;
      overflow-x: auto;
    }
    .markdown > :first-child {
      margin-block-start: 0;
    }
    .markdown > :last-child {
      margin-block-end: 0;
    }
    .markdown p,
    .markdown ul,
    .markdown ol,
    .markdown blockquote,
    .markdown pre,
    .markdown hr {
      margin-block: 0 0.5rem;
    }
    .markdown ul,
    .markdown ol {
      padding-inline-start: 1.5rem;
    }
    .markdown .md-heading {
      font-weight: 700;
    }
    .markdown blockquote {
      margin-inline: 0;
      padding-inline-start: 0.75rem;
      border-inline-start: 2px solid var(--_border);
      color: var(--_text-muted);
    }
    .markdown pre {
      font: inherit;
    }
    .markdown code {
      font: inherit;
    }
    .markdown :not(pre) > code {
      padding: 0 0.25em;
      border-radius: 4px;
      background: var(--_surface);
    }
    .markdown hr {
      border: 0;
      border-block-start: 1px solid var(--_border);
    }
    .markdown a {
      color: var(--_accent-text);
    }
    /* HTML, in its sandboxed frame: the box a code block has, a fixed height that scrolls. */
    .preview iframe {
      display: block;
      box-sizing: border-box;
      width: 100%;
      height: 14rem;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) * 0.5);
      background: var(--_surface-raised);
    }
    ${codeBlock}
  `;
