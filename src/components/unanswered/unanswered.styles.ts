/** The unanswered-questions confirmation and the Skip control. */
import { css } from 'lit';
import { confirmStyles } from '../internal/confirm.styles.js';

export const unansweredStyles = css`
  ${confirmStyles}
  .confirm {
    max-width: min(28rem, calc(100vw - 2rem));
  }
  .skip {
    justify-self: start;
    margin-block-start: 0.5rem;
  }
`;
