/** The field of a refusal that tells the agent what to do instead. */
import { css } from 'lit';

export const messageStyles = css`
  /* Its field and Send on one line. */
  .message {
    margin-block-start: 0.5rem;
  }
  .message-row {
    display: flex;
    gap: 0.5rem;
  }
  .message-row input {
    flex: 1;
    min-width: 0;
  }
  .message-hint {
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
`;
