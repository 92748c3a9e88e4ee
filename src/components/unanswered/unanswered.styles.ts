/** The unanswered-questions confirmation and the Skip control. */
import { css } from 'lit';

export const unansweredStyles = css`
  .confirm {
    max-width: min(28rem, calc(100vw - 2rem));
    padding: var(--_padding);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
  }
  .confirm::backdrop {
    background: rgb(0 0 0 / 0.3);
  }
  .confirm-title {
    margin: 0;
    font-weight: 600;
  }
  .confirm-list {
    margin: 0.5rem 0 0;
    color: var(--_text-muted);
  }
  .confirm .actions {
    margin-block-start: 1rem;
  }
  .skip {
    justify-self: start;
    margin-block-start: 0.5rem;
  }
`;
