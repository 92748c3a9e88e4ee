import { css } from 'lit';

/**
 * The secondary button (Skip, the confirmation's Go back, a paged set's Previous and Change,
 * `<choice-queue>`'s review and its Approve all): requests of several questions, or that
 * confirm unanswered ones, show one (the progress part brings this sheet), and so does the
 * queue. A module of its own, so the queue takes it without the progress row's sheet.
 */
export const secondaryButton = css`
  /* Its outline is what says it is a button: 3:1 against the card (WCAG 1.4.11). */
  .button.secondary {
    background: var(--_surface);
    color: var(--_text);
    border-color: var(--_border-strong);
  }
  .button.secondary:hover {
    background: var(--_surface-raised);
  }
`;
