/** The notes on chosen options and on the whole request. */
import { css } from 'lit';

export const notesStyles = css`
    .notes {
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
  `;
