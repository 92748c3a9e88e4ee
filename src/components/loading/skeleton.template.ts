/**
 * What both elements show while there is no request to show yet: the skeleton of a block still
 * streaming, or of a request whose dialect or part is loading.
 */
import { html, type TemplateResult } from 'lit';

/**
 * A block still streaming: a quiet skeleton and its "Loading question…" line (`line`, from
 * the element's `LoadingLineController`, which decides whether it is spoken).
 */
export function renderSkeleton(line: TemplateResult): TemplateResult {
  return html`<div part="base" class="base skeleton">
    <div class="bone question-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div part="status" class="status pending">${line}</div>
  </div>`;
}
