/**
 * What both elements show instead of a request that cannot be shown: the raw JSON or the
 * explanation.
 */
import { css } from 'lit';
import { codeBlock } from '../internal/code-block.styles.js';

export const fallbacks = css`
  /* The raw JSON wraps: it is read, not scrolled. */
  .fallback.code {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: var(--_text);
    text-align: start;
  }
  .fallback.message {
    padding: 0.75rem 1rem;
    border: 1px dashed var(--_border-strong);
    border-radius: var(--_radius);
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  .fallback.message p {
    display: flex;
    gap: 0.375rem;
    align-items: flex-start;
    margin: 0;
  }
  .fallback.message p svg {
    flex: none;
    margin-block-start: 0.1875rem;
  }
  .fallback details {
    margin-block-start: 0.5rem;
  }
  .fallback summary {
    cursor: pointer;
  }
  .fallback summary:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .fallback ul {
    margin: 0.375rem 0 0;
    padding-inline-start: 1.25rem;
  }
  .fallback code {
    font-family: var(--_mono);
    font-size: 0.9em;
  }
  ${codeBlock}
`;
