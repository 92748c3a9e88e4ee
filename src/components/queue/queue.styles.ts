/**
 * `<choice-queue>`'s looks. Its head is one line whatever arrives: the tabs scroll sideways
 * rather than wrap, so a request arriving never moves what the person is looking at or
 * pointing to.
 */
import { css } from 'lit';
import { confirmStyles } from '../internal/confirm.styles.js';

export const queueStyles = css`
  ${confirmStyles}
  .head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    margin-block-end: 0.5rem;
  }
  .count {
    flex: none;
    color: var(--_text-muted);
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* Positioned, so the tabs' visually hidden text (absolutely placed) scrolls inside it, not
     out past the page's edge (a 320 px page was 601 px wide). */
  .strip {
    position: relative;
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    gap: 0.375rem;
    min-width: 0;
    /* Room for a tab's focus ring (2px, 2px outside it), which the scrolling strip clips. */
    padding: 4px;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .tabs {
    display: flex;
    flex: none;
    gap: 0.375rem;
  }
  .tabs[hidden] {
    display: none;
  }
  .tab {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 0.375rem;
    /* Never wider than the strip (a phone): its label ends in an ellipsis instead. */
    max-width: min(16rem, 100%);
    min-height: 1.75rem;
    padding: 0.125rem 0.625rem;
    border: 1px solid var(--_border);
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
  .tab[aria-selected='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
    color: var(--_text);
  }
  .tab:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .tab-label {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .source {
    font-weight: 600;
    color: var(--_text);
  }
  .source + .asked {
    margin-inline-start: 0.375rem;
  }
  .started-dot {
    flex: none;
    width: 0.4375rem;
    height: 0.4375rem;
    border-radius: 50%;
    background: var(--_accent);
  }
  .note {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 0.25rem;
    max-width: 20rem;
    padding: 0.125rem 0.625rem;
    border: 1px dashed var(--_border-strong);
    border-radius: 999px;
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
  .note > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .review-open {
    flex: none;
    min-height: 1.75rem;
    padding: 0.125rem 0.75rem;
    font-size: 0.8125rem;
  }
  .panel[hidden] {
    display: none;
  }
  /* The request shown is in view whenever the queue is: a prompt's off-screen skipping (content-visibility) would leave its panel blank in a full-page capture. */
  ::slotted(*) {
    content-visibility: visible;
  }
  .empty {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
  .empty:focus-visible,
  .review-title:focus-visible,
  .decision:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .review {
    padding: var(--_padding);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .review-title {
    margin: 0 0 0.5rem;
    font-size: 1em;
    font-weight: 600;
  }
  .review-title:focus,
  .decision:focus,
  .empty:focus {
    outline: none;
  }
  .review-list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .item {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    padding-block: 0.75rem;
    border-block-start: 1px solid var(--_border);
  }
  .item-name {
    margin: 0;
    font-weight: 600;
  }
  .item .subject {
    max-height: 12em;
  }
  .item-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.5rem;
    min-height: 2.25rem;
    align-items: center;
  }
  .item-actions .button,
  .decision {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  /* Deny and Approve side by side in a phone's review (each with its icon). */
  .item-actions .button {
    padding-inline: 0.75rem;
  }
  .decision {
    margin: 0;
    font-weight: 600;
  }
  .decision.approved {
    color: var(--_success);
  }
  .decision.denied {
    color: var(--_danger);
  }
  .decision.gone {
    color: var(--_text-muted);
  }
  /* "Back to questions" looks as the elements' Cancel does (cancel.styles.ts): a quiet link. */
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
  .review > .actions {
    margin-block-start: 0.75rem;
  }
  .confirm {
    max-width: min(32rem, calc(100vw - 2rem));
  }
  .confirm-list {
    padding-inline-start: 1.25rem;
  }
  .confirm-list code {
    font-family: var(--_mono);
    font-size: 0.875em;
    color: var(--_text);
    overflow-wrap: anywhere;
  }
  .button.danger {
    background: var(--_danger);
    color: var(--_on-accent);
  }
  @media (forced-colors: active) {
    .tab[aria-selected='true'] {
      border-width: 2px;
      border-color: Highlight;
    }
    .started-dot {
      forced-color-adjust: none;
      background: Highlight;
    }
  }
`;
