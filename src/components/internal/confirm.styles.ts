/**
 * A confirmation's box (see confirm-dialog.ts), shared by the unanswered-questions
 * confirmation and the queue's Approve all / Deny all: fixed in the middle of the viewport
 * over a dimmed page, as a modal dialog in the top layer would be. A dialog opened with
 * `show()` has no `::backdrop`, so a shadow as wide as the screen dims the page.
 */
import { css } from 'lit';

export const confirmStyles = css`
  .confirm {
    padding: var(--_padding);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
  }
  .confirm[open] {
    position: fixed;
    inset: 0;
    z-index: 2147483647;
    margin: auto;
    max-height: calc(100vh - 2rem);
    overflow: auto;
    box-shadow: 0 0 0 100vmax rgb(0 0 0 / 0.3);
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
`;
