/** The progress row of a request of several questions. */
import { css } from 'lit';

export const progressStyles = css`
    .progress {
      display: flex;
      flex-wrap: wrap;
      gap: 0.375rem 1rem;
      margin-inline: 0;
      margin-block-end: 0;
      padding: 0;
      list-style: none;
    }
    .progress:first-child {
      margin-block-start: 0;
    }
    /* A row of states, not of buttons: no outline or pill, which would look clickable (a paged
       set's tabs, which are, keep theirs). */
    .step {
      display: inline-flex;
      align-items: center;
      gap: 0.375rem;
      padding-block: 0.125rem;
      font-size: 0.8125rem;
      color: var(--_text-muted);
    }
    .step.done,
    .step.invalid {
      color: var(--_text);
    }
    .invalid .dot {
      border-color: var(--_danger);
      color: var(--_danger);
    }
    /* "(optional)" or "(required)" beside a question's text: said with it, quieter. */
    .mark {
      color: var(--_text-muted);
      font-weight: 400;
      font-size: 0.875em;
    }
    .dot {
      display: inline-grid;
      flex: none;
      place-items: center;
      width: 1.125rem;
      height: 1.125rem;
      border: 1px solid var(--_border-strong);
      border-radius: 50%;
      font-size: 0.6875rem;
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
    .done .dot {
      border-color: var(--_success);
      background: var(--_success);
      color: var(--_surface);
    }
    .step-label {
      font-weight: 600;
    }
    @media (forced-colors: active) {
      .invalid .dot {
        border-style: dashed;
        border-width: 2px;
      }
      .done .dot {
        forced-color-adjust: none;
        background: Highlight;
        border-color: Highlight;
        color: HighlightText;
      }
    }
  `;
