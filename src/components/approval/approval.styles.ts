/**
 * The approvals' looks: the subject box (monospace, wrapped, never cut: it scrolls past a
 * screenful) and the options, Deny with a cross and Approve with a check, Approve taking the
 * accent of a primary action only once focus is on it.
 */
import { css } from 'lit';

export const approvalStyles = css`
  .subject {
    max-height: 24em;
    overflow: auto;
    border: 1px solid var(--_border-strong);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface-raised);
    color: var(--_text);
  }
  .subject:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .subject-caption {
    position: sticky;
    top: 0;
    padding: 0.25rem 0.75rem;
    border-block-end: 1px solid var(--_border);
    background: var(--_surface-raised);
    color: var(--_text-muted);
    font-size: 0.8125em;
    font-weight: 600;
  }
  /* What the agent says the subject does (a command's description): the box's own line, read
     after it, a step apart and in the size of the other secondary text. */
  .subject + .context {
    margin-block-start: 0.5rem;
    font-size: 0.875em;
  }
  .subject-text {
    margin: 0;
    padding: 0.5rem 0.75rem;
    font-family: var(--_mono);
    font-size: 0.875em;
    line-height: 1.45;
    text-align: left;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  }
  /* Each line's band spans the box, its sign inset as the other lines' text is. */
  .subject-text .diff-line {
    display: block;
    margin-inline: -0.75rem;
    padding-inline: 0.75rem;
  }
  .subject-text .diff-line:empty::after {
    content: ' ';
  }
  .subject-text .ins {
    background: color-mix(in srgb, var(--_success) 18%, var(--_surface-raised));
  }
  .subject-text .del {
    background: color-mix(in srgb, var(--_danger) 18%, var(--_surface-raised));
  }
  .subject-text .file {
    font-weight: 700;
  }
  .hidden-char {
    padding: 0 0.125em;
    border: 1px solid currentColor;
    border-radius: 3px;
    font-size: 0.85em;
  }
  .indicator.approve,
  .indicator.remember,
  .indicator.deny {
    border-radius: 50%;
  }
  /* A remembered approval is a heavier decision than a one-off: it never takes the primary
     look, and its description (what will no longer be asked) reads in the text colour. */
  .row.remember .description {
    color: var(--_text);
  }
  .indicator.deny svg {
    width: 12px;
    height: 12px;
  }
  .kbd {
    padding: 0 0.375em;
    border: 1px solid var(--_border-strong);
    border-radius: 4px;
    color: var(--_text-muted);
    font-family: var(--_mono);
    font-size: 0.75rem;
    line-height: 1.5;
  }
  /* Approve is the primary action once the person moved to it, never on arrival. */
  .row.approve:not(.disabled):has(.option:focus-visible) {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .row.approve:not(.disabled):has(.option:focus-visible) .indicator,
  .row.approve:not(.disabled):has(.option:focus-visible) .description {
    border-color: var(--_on-accent);
    color: var(--_on-accent);
  }
  /* A policy's decision stands in place of the options (none can be chosen), after the question; it says what the state line would. */
  .question-item:has(> .decision) {
    display: flex;
    flex-direction: column;
  }
  .question-item:has(> .decision) > .group,
  .base:has(.decision) > .status {
    display: none;
  }
  .decision {
    order: 1;
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border-strong);
    border-radius: calc(var(--_radius) * 0.5);
    color: var(--_text);
  }
  .decision .indicator {
    display: inline-flex;
    flex: none;
    width: 20px;
    height: 20px;
    align-items: center;
    justify-content: center;
    border: 1px solid currentColor;
    border-radius: 50%;
  }
  .decision .indicator:empty {
    border-style: dashed;
  }
  .decision.approve .indicator {
    color: var(--_success);
  }
  .decision.deny .indicator {
    color: var(--_danger);
  }
  .decision-text {
    font-weight: 600;
  }
  @media (forced-colors: active) {
    .subject-text .ins,
    .subject-text .del {
      background: none;
    }
    .row.approve:not(.disabled):has(.option:focus-visible) {
      background: Highlight;
      color: HighlightText;
    }
  }
`;
