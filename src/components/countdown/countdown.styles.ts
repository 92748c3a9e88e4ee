/** The time left on a request's clock. */
import { css } from 'lit';

export const countdownStyles = css`
  .countdown {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    margin-inline-start: auto;
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    color: var(--_text-muted);
  }
  .countdown.urgent {
    color: var(--_danger);
    font-weight: 600;
  }
  /* Waiting for the person: the clock's own colour, with a dotted underline that stays in forced colours. */
  .countdown.paused > span {
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
  }
`;
