/**
 * Styles both elements adopt (as constructable stylesheets, through Lit's css tag): the card,
 * buttons, fields and the state line. The theme tokens they read are in tokens.styles.ts.
 */
import { css } from 'lit';

export const base = css`
  :host {
    display: block;
    font-family: var(--choice-prompt-font, inherit);
    font-size: var(--choice-prompt-font-size, 0.9375rem);
    line-height: 1.5;
    color: var(--_text);
    text-align: start;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /*
   * Text from the request (question, labels, descriptions, headers): isolated, so a bidi
   * control character in one cannot reorder the text around it, but laid out and aligned in
   * the prompt's direction rather than guessed from its first letter (dir="auto" would
   * turn a Hebrew sentence starting with "SQL" left to right and align it left).
   */
  .text {
    unicode-bidi: isolate;
    text-align: start;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .base {
    position: relative;
    min-width: 0;
    max-width: 100%;
    padding: var(--_padding);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    overflow-wrap: anywhere;
  }
  .base.outdated {
    border-style: dashed;
  }
  /* Margins, not flex gap, so an empty live region takes no space yet stays in the tree. */
  .base > * + *,
  .question-item > * + * {
    margin-block-start: 0.75rem;
  }
  .base > :empty,
  .base > .status.empty,
  .question-item > :empty {
    margin-block-start: 0;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem 0.5rem;
  }
  /* Above the questions in rank: larger and heavier than a question's text. */
  .title {
    font-weight: 700;
    font-size: 1.25em;
    line-height: 1.3;
  }
  .chip {
    display: inline-block;
    padding: 0 0.5rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1.25rem;
    color: var(--_text-muted);
  }
  /* How many to choose, or why Submit did not send. */
  .hint {
    display: flex;
    align-items: flex-start;
    gap: 0.375rem;
    font-size: 0.8125rem;
    color: var(--_text-muted);
  }
  .hint svg {
    flex: none;
    margin-block-start: 0.1875rem;
  }
  .hint.problem {
    color: var(--_danger);
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.5rem;
  }
  .button {
    min-height: 2.25rem;
    padding: 0.375rem 1rem;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius) * 0.5);
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
    transition: background-color 0.12s ease, border-color 0.12s ease;
  }
  .button.primary {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .button.primary:hover {
    background: color-mix(in srgb, var(--_accent) 86%, #000);
  }
  .button:focus-visible,
  .status:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  .field label {
    font-size: 0.8125rem;
    font-weight: 600;
    color: var(--_text-muted);
  }
  .field input,
  .field textarea {
    width: 100%;
    min-height: 2.25rem;
    padding: 0.375rem 0.625rem;
    border: 1px solid var(--_border-strong);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    resize: vertical;
  }
  .field input::placeholder,
  .field textarea::placeholder {
    color: var(--_text-muted);
    opacity: 1;
  }
  .field input:focus-visible,
  .field textarea:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: -1px;
    border-color: var(--_accent);
  }
  .field [aria-invalid='true'] {
    border-color: var(--_danger);
  }
  /* A refused field keeps its red border with focus (where Submit sends it), the ring outside. */
  .field [aria-invalid='true']:focus-visible {
    border-color: var(--_danger);
    outline-offset: 2px;
  }
  .field [readonly] {
    background: var(--_surface-raised);
  }
  /* Text kept but not sent (an option chosen since it was typed): dashed, in the muted colour. */
  .kept input {
    border-style: dashed;
    color: var(--_text-muted);
  }
  /* No flex gap: the line always holds its (maybe empty) live region, which must not be hidden. */
  .status {
    display: flex;
    align-items: flex-start;
    font-size: 0.8125rem;
    color: var(--_text-muted);
  }
  /* The check of a chosen option, an answered state and a done step: the 2-unit stroke of
     "M13.5 4.5 6.5 11.5 2.5 7.5" on a 16-unit grid, round-capped, as a clip path (no URL, so
     no Content-Security-Policy stands in its way). Its colour is its parent's computed
     colour, so under forced colours each parent sets a system colour. */
  .check-mark {
    display: inline-block;
    flex: none;
    width: 12px;
    height: 12px;
    background: currentColor;
    clip-path: polygon(11.2% 51.3%, 9.4% 46.9%, 11.2% 42.5%, 15.6% 40.6%, 20% 42.5%, 40.6% 63%, 80% 23.7%, 84.4% 21.9%, 88.8% 23.7%, 90.6% 28.1%, 88.8% 32.5%, 40.6% 80.7%);
    forced-color-adjust: none;
  }
  .status-icon {
    display: inline-flex;
    flex: none;
    margin-block-start: 0.1875rem;
    margin-inline-end: 0.375rem;
  }
  .status.answered .status-icon {
    color: var(--_success);
  }
  .status.timeout .status-icon,
  .status.cancelled .status-icon {
    color: var(--_text-muted);
  }
  @media (forced-colors: active) {
    .button {
      border-color: ButtonText;
    }
    /* The check takes its colour as it is computed, not as forced colours paint text: here the
       text's system colour, as the indicator and the progress dot set theirs. */
    .status .status-icon,
    .status.answered .status-icon,
    .status.timeout .status-icon,
    .status.cancelled .status-icon {
      forced-color-adjust: none;
      color: CanvasText;
    }
    .button.primary {
      border-width: 2px;
    }
    /* Forced colours paint every field's border the same system colour: a refused one is dashed. */
    .field [aria-invalid='true'] {
      border-style: dashed;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
`;
