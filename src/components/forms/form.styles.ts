import { css } from 'lit';

/** An element a disabled `<fieldset>` disables (not one marked outdated with `disabled`) fades, as its native controls do. */
export const formStyles = css`
  :host(:disabled:not([disabled])) .base {
    opacity: 0.6;
  }
`;
