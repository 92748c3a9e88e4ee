/** A paged set's tabs, panels, review and step count. Its tabs' marks take the progress row's `.dot`, `.done` and `.step-label` looks (`progress.styles.ts`, in the same part). */
import { css } from 'lit';

export const pagingStyles = css`
  .paging-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-block-end: 0.75rem;
  }
  .tabs {
    display: flex;
    flex: 1 1 auto;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  .tab {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 1.75rem;
    padding: 0.125rem 0.625rem 0.125rem 0.25rem;
    border: 1px solid var(--_border-strong);
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_text-muted);
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
  .tab:hover {
    background: var(--_surface-raised);
  }
  /* The step shown: filled and ringed in the accent. Focus on it is drawn apart (in the text
     colour, thicker and further out), as on a chosen option: never mistaken for the selection. */
  .tab[aria-selected='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
    background: var(--_accent-soft);
    color: var(--_text);
  }
  .tab[aria-selected='true']:focus-visible {
    outline: var(--_focus-ring-selected);
    outline-offset: 3px;
  }
  .tab.done {
    color: var(--_text);
  }
  .tab:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .tab.review-tab {
    padding-inline-start: 0.625rem;
  }
  .tab.review-tab .dot {
    display: none;
  }
  .tab.invalid .dot {
    border-color: var(--_danger);
    background: var(--_danger);
    color: var(--_surface);
  }
  /* Skipped on purpose: a dash in a dashed ring, unlike a question not reached yet. */
  .tab.skipped .dot {
    border-style: dashed;
  }
  /* The confirmation of a single choice that moved on by itself, on the step it led to. */
  .step-chosen {
    display: flex;
    flex-basis: 100%;
    align-items: center;
    gap: 0.375rem;
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
  .step-chosen .check-mark {
    color: var(--_success);
  }
  .step-of {
    margin-inline-start: auto;
    color: var(--_text-muted);
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .questions > .actions {
    margin-block-start: 1rem;
  }
  .panel[hidden] {
    display: none;
  }
  .review-title {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  .review-title:focus {
    outline: none;
  }
  .review-title:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .review-list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .review-item {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding-block: 0.625rem;
    border-block-start: 1px solid var(--_border);
  }
  .review-text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 0.125rem;
    min-width: 0;
  }
  .review-name {
    font-weight: 600;
  }
  .review-question {
    color: var(--_text-muted);
    font-size: 0.875em;
  }
  /* A text area's answer keeps its line breaks, as it is sent. */
  .review-answer {
    white-space: pre-wrap;
  }
  .review-answer.empty,
  .review-item.problem .review-answer {
    color: var(--_danger);
  }
  /* An optional question left unanswered, or skipped: allowed, so not in the danger colour. */
  .review-answer.empty.optional {
    color: var(--_text-muted);
    font-style: italic;
  }
  .button.change {
    flex: none;
    min-height: 2rem;
    padding-block: 0.25rem;
  }
  .button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  @media (forced-colors: active) {
    .tab[aria-selected='true'] {
      border-width: 2px;
      border-color: Highlight;
    }
    .tab.invalid .dot {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    .step-chosen .check-mark {
      color: CanvasText;
    }
  }
`;
