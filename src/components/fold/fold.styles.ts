import { css } from 'lit';

/**
 * The one line a settled request folds to: a quiet full-width disclosure (`<summary>`), its
 * chevron turning as it opens. The line never wraps: where it is short, the question gives
 * way (an ellipsis) before the answer does.
 */
export const foldStyles = css`
  .fold {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    /* The room an element given settled holds before its first render (question.styles.ts). */
    min-block-size: 2.5625rem;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border-strong);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text-muted);
    list-style: none;
    cursor: pointer;
  }
  .fold::-webkit-details-marker {
    display: none;
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
  .fold:dir(rtl)::before,
  [open] > .fold::before {
    transform: rotate(45deg);
  }
  [open] > .fold:dir(rtl)::before {
    transform: rotate(-45deg);
  }
  [open] > .fold {
    margin-block-end: 0.5rem;
  }
  .fold-text {
    display: flex;
    min-inline-size: 0;
    white-space: pre;
  }
  .fold-text > * {
    flex: none;
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: isolate;
  }
  /* Shrinks first (a thousand times the answer's share), down to a letter and its ellipsis. */
  .fold-text > .fold-question {
    flex: 0 1000 auto;
    min-inline-size: 1.5em;
  }
  /* A set's names, with their colon, give way to nothing before any answer does. */
  .fold-text > .fold-name {
    flex: 0 1000 auto;
    min-inline-size: 0;
  }
  .fold-text > .fold-answer {
    flex: 0 1 auto;
    min-inline-size: 0;
    color: var(--_text);
  }
  /* A prompt's one answer gives way to nothing while its question can: shrinking, however
     little its share, would end it in an ellipsis ("De…"). It is cut only where it alone
     leaves less than the question's least room and the arrow. */
  .fold-text:has(> .fold-question) > .fold-answer {
    flex-shrink: 0;
    max-inline-size: calc(100% - 3em);
  }
`;
