/**
 * What both elements show instead of a request that cannot be shown: the raw JSON or the
 * explanation.
 */
import { css } from 'lit';

export const fallbacks = css`
  .fallback.code {
    margin: 0;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface-raised);
    font-family: var(--_mono);
    font-size: 0.8125rem;
    line-height: 1.45;
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
`;
