/** The notes on chosen options (the annotations part, `lazy/annotations.ts`). */
import { css } from 'lit';

export const notesStyles = css`
    .notes {
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
  `;
