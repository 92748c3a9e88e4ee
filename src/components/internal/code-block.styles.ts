/**
 * A code block (`<pre class="code">`): an option's preview and a request's raw JSON. Only lazy
 * parts import it; the build copies it into each one's chunk (`COPIED`, scripts/bundle-build.mjs).
 */
import { css } from 'lit';

export const codeBlock = css`
  .code {
    margin: 0;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.5);
    background: var(--_surface-raised);
    font-family: var(--_mono);
    font-size: 0.8125rem;
    line-height: 1.45;
  }
`;
