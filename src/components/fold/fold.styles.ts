import { css } from 'lit';

/** The one line a settled request folds to: a quiet full-width disclosure, its chevron turning as it opens. */
export const foldStyles = css`
  .fold {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    inline-size: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border-strong);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text-muted);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .fold:hover {
    color: var(--_text);
  }
  .fold:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .fold::before {
    content: '';
    flex: none;
    inline-size: 0.4rem;
    block-size: 0.4rem;
    border-block-end: 2px solid currentColor;
    border-inline-end: 2px solid currentColor;
    transform: rotate(-45deg);
  }
  .fold:dir(rtl)::before {
    transform: rotate(45deg);
  }
  .fold[aria-expanded='true']::before {
    transform: rotate(45deg);
  }
  .fold[aria-expanded='true']:dir(rtl)::before {
    transform: rotate(-45deg);
  }
  .fold > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .fold[aria-expanded='true'] {
    margin-block-end: 0.5rem;
  }
`;
