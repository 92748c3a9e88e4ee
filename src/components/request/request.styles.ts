/**
 * The request card's own styles (both elements): the dividers between questions. (The
 * progress row's are `progress.styles.ts`, a link request's `link.styles.ts`: parts loaded
 * with the first request that needs them.)
 */
import { css } from 'lit';

export const requestStyles = css`
    .questions {
      display: flex;
      flex-direction: column;
    }
    .question-item + .question-item {
      margin-block-start: 1rem;
      padding-block-start: 1rem;
      border-block-start: 1px solid var(--_border);
    }
  `;
