import { css } from 'lit';

/**
 * Cancel and Undo as quiet actions, told apart from Submit by their look as well as their
 * place after it; the undo line where the actions were, its state in muted text.
 */
export const cancelStyles = css`
  .button.quiet {
    padding-inline: 0.5rem;
    background: none;
    color: var(--_text-muted);
    font-weight: 400;
    text-decoration: underline;
  }
  .button.quiet:hover {
    color: var(--_text);
  }
  /* Cancel stands apart from Submit or Next, so a press meant for them does not land on it. */
  .actions > .button.quiet {
    margin-inline-start: 1rem;
  }
  /* The questions wait, inert, while the cancel can be undone: drained of colour, as what is
     being let go, their text as readable as ever (dimming it fell below 4.5:1). */
  .questions[inert] {
    filter: grayscale(1);
  }
  .undo {
    text-align: end;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
`;
