/**
 * A question's styles (both elements), after the shared tokens and base. Chosen options show a
 * check mark and a heavier border, not only a colour, so the state survives forced colours
 * and colour blindness; logical properties keep the layout right in right-to-left text.
 */
import { css } from 'lit';

export const questionStyles = css`
    .context {
      margin: 0;
      color: var(--_text-muted);
    }
    /* A tool call's arguments (the only context the templates mark \`dir="ltr"\`: JSON data)
       read as data, not prose. */
    .context[dir='ltr'] {
      font-family: var(--_mono);
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }
    .question {
      font-weight: 600;
      font-size: 1.0625em;
      line-height: 1.4;
    }
    .question-item > .hint {
      margin-block-start: 0.25rem;
    }
    .group {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }
    .options {
      display: flex;
      flex-direction: column;
      gap: var(--_gap);
    }
    /*
     * The whole card is the click target (the element listens), the native button the
     * control. Hover and choice change its colours at once, without a transition: a fade
     * keeps the page producing frames while the pointer moves over options, and a click
     * arriving then waits for the next frame before anything responds.
     */
    /* The outline says where an option is: 3:1 against the card and its own fill (WCAG 1.4.11). */
    .row {
      padding: 0.625rem 0.75rem;
      border: 1px solid var(--_border-strong);
      border-radius: calc(var(--_radius) * 0.67);
      background: var(--_surface);
      cursor: pointer;
      user-select: none;
    }
    .row.disabled {
      cursor: default;
    }
    /* Hover marks where a click lands but never hides that an option is chosen. */
    .row:hover:not(.disabled):not(.pressed) {
      background: var(--_surface-raised);
      border-color: var(--_text-muted);
    }
    .row.pressed {
      border-color: var(--_accent);
      background: var(--_accent-soft);
      box-shadow: inset 0 0 0 1px var(--_accent);
    }
    .row.pressed:hover:not(.disabled) {
      box-shadow: inset 0 0 0 2px var(--_accent);
    }
    .locked .row:not(.pressed),
    .row.blocked {
      color: var(--_text-muted);
      background: transparent;
      border-color: var(--_border);
    }
    /* Its Recommended badge dims with it: only the choice stands out once the prompt is settled. */
    .locked .row:not(.pressed) .badge {
      border-color: var(--_border);
      background: transparent;
      color: inherit;
    }
    /* A badge that wraps lines up under the label, not under the check: the line is
       indented by the indicator's width and the button pulls itself back over it. */
    .line {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 0.25rem 0.5rem;
      padding-inline-start: 1.875rem;
    }

    .option {
      display: inline-flex;
      align-items: flex-start;
      gap: 0.625rem;
      min-width: 0;
      margin: 0;
      margin-inline-start: -1.875rem;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    /* The focus ring goes round the whole card; where :has() is missing, round the button. */
    .option:focus-visible {
      outline: var(--_focus-ring);
      outline-offset: 2px;
      border-radius: 4px;
    }
    @supports selector(:has(*)) {
      .option:focus-visible {
        outline: none;
      }
      .row:has(.option:focus-visible) {
        outline: var(--_focus-ring);
        outline-offset: 2px;
      }
      /* On a chosen option the accent ring would read as its border doubled: focus there is
         drawn in the text colour, thicker and further out. */
      .row.pressed:has(.option:focus-visible) {
        outline: var(--_focus-ring-selected);
        outline-offset: 3px;
      }
    }
    /* Outdated (a later message exists): the card steps back, dashed, and the earlier choice
       is kept in grey, so it is not mistaken for an answer that was sent. */
    .outdated .question,
    .outdated .context {
      color: var(--_text-muted);
    }
    .outdated .row.pressed {
      border-color: var(--_border-strong);
      border-style: dashed;
      background: var(--_surface-raised);
      box-shadow: none;
    }
    .outdated [aria-pressed='true'] > .indicator {
      border-color: var(--_text-muted);
      color: var(--_text-muted);
    }
    .outdated [aria-pressed='true'] > .check {
      background: var(--_text-muted);
      color: var(--_surface);
    }
    .option[aria-disabled='true'] {
      cursor: default;
    }
    /* The light structure shown before the prompt is revealed takes the room the full one will. */
    .lite .option {
      min-height: 1.375rem;
      margin-inline-start: 0;
      padding-inline-start: 1.875rem;
      font-weight: 600;
    }
    .lite .badge {
      margin-inline-start: 0.5rem;
    }
    /* Holds a prompt's place until its first render (see controllers/reveal.ts). */
    .deferred {
      height: 14rem;
    }
    /* One given settled folds to its line: it holds the line's room from its first frame, and
       while the fold's part loads (the line's least height, fold.styles.ts). */
    :host(:is([answered], [disabled]):not([expanded])) .deferred,
    .deferred.folding {
      height: 2.5625rem;
    }
    /* Never squeezed by a label that wraps: every row's label starts at the same place. */
    .indicator {
      display: inline-grid;
      flex: none;
      place-items: center;
      width: 1.25rem;
      height: 1.25rem;
      margin-block-start: 0.0625rem;
      border: 1.5px solid var(--_border-strong);
      color: var(--_text-muted);
      font-size: 0.75rem;
      font-weight: 600;
      line-height: 1;
      font-variant-numeric: tabular-nums;
    }
    .indicator.radio {
      border-radius: 50%;
    }
    .indicator.check {
      border-radius: 4px;
    }
    .indicator.key {
      border-width: 1px;
      border-color: var(--_border);
      border-radius: 5px;
      box-shadow: 0 1px 0 var(--_border);
    }
    /* The digit shortcut is drawn, not written: the button's name stays its label (WCAG 2.5.3). */
    .indicator[data-key]::before {
      content: attr(data-key);
    }
    /* Chosen: a multi-select's box fills and takes a check; a single choice (any: one that
       waits for Submit, one that sent, an approval's) shows a radio's ring and dot. */
    [aria-pressed='true'] > .check {
      border-color: var(--_accent);
      background: var(--_accent);
      color: var(--_on-accent);
    }
    [aria-pressed='true'] > .radio {
      border: 2px solid var(--_accent);
      color: var(--_accent);
    }
    [aria-pressed='true'] > .radio::after {
      content: '';
      width: 0.625rem;
      height: 0.625rem;
      border-radius: 50%;
      background: currentColor;
    }
    .label {
      min-width: 0;
      font-weight: 600;
    }
    .description {
      margin-block-start: 0.125rem;
      padding-inline-start: 1.875rem;
      font-size: 0.875em;
      color: var(--_text-muted);
    }
    .badge {
      margin-block-start: 0.0625rem;
      padding: 0 0.5rem;
      border: 1px solid color-mix(in srgb, var(--_accent) 45%, transparent);
      border-radius: 999px;
      background: var(--_accent-soft);
      color: var(--_accent-text);
      font-size: 0.75rem;
      font-weight: 600;
      line-height: 1.125rem;
      white-space: nowrap;
    }
    @media (forced-colors: active) {
      .row {
        border-color: ButtonText;
      }
      .row.pressed {
        border: 3px solid Highlight;
        padding: calc(0.625rem - 2px) calc(0.75rem - 2px);
      }
      [aria-pressed='true'] > .check {
        forced-color-adjust: none;
        background: Highlight;
        border-color: Highlight;
        color: HighlightText;
      }
      [aria-pressed='true'] > .radio {
        forced-color-adjust: none;
        border-color: Highlight;
        color: Highlight;
      }
      .row.disabled:not(.pressed),
      .row.disabled:not(.pressed) .option {
        color: GrayText;
        border-color: GrayText;
      }
      .badge {
        border-color: CanvasText;
      }
      .row:has(.option:focus-visible) {
        outline: 3px solid CanvasText;
        outline-offset: 3px;
      }
      .outdated .row.pressed {
        border-style: dashed;
        border-color: GrayText;
      }
      .outdated [aria-pressed='true'] > .indicator {
        border-color: GrayText;
        color: GrayText;
      }
      .outdated [aria-pressed='true'] > .check {
        background: GrayText;
        color: Canvas;
      }
    }
  `;

/**
 * `<choice-prompt>` only: off screen, the browser skips the prompt's style, layout and paint
 * (a page may hold hundreds), keeping its last size, or about a three-option card's before it
 * first rendered. Containment clips paint to the host: the clip margin leaves room for what a
 * theme draws around the card (a shadow on ::part(base)). A set is rarer and larger, and
 * paints as it is.
 */
export const promptHostStyles = css`
  :host {
    content-visibility: auto;
    contain-intrinsic-size: auto 14rem;
    overflow-clip-margin: 1rem;
  }
  :host(:is([answered], [disabled]):not([expanded])) {
    contain-intrinsic-size: auto 2.5625rem;
  }
`;
