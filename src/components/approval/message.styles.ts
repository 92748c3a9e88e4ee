/** The field of a refusal that tells the agent what to do instead. */
import { css } from 'lit';

export const messageStyles = css`
  /* Its field and Send on one line where the field keeps room for a sentence (12rem); narrower,
     Send wraps under a field the full width (at 320 px it was squeezed to 120 px). */
  .message {
    margin-block-start: 0.5rem;
  }
  .message-row {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.5rem;
  }
  .message-row input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .message-hint {
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
`;
