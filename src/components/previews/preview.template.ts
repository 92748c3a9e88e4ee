/** An option's preview. */
import { html, type TemplateResult } from 'lit';
import type { ChoiceOption } from '../../protocol/model.js';
import { say } from '../strings/locale-format.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** The preview's default name, in the part that shows it (a host's entry wins). */
const previewStrings: Partial<ChoiceStrings> = { preview: 'Preview: {option}' };

/**
 * The preview of the option with focus (or under the pointer), right under that option and
 * indented to its label, so it reads as that option's; its code is the option's description
 * (the code itself, not the region's label, is what a screen reader then reads). Code keeps its lines: a long one scrolls (the block is a tab stop then, so the
 * keyboard can scroll it too) instead of breaking mid-token.
 */
export function renderPreview(v: QuestionView, option: ChoiceOption): TemplateResult {
  return html`<div part="preview" class="preview" role="group" aria-label=${say({ ...previewStrings, ...v.strings }, 'preview', { option: option.label })}>
    <pre class="code" dir="auto" tabindex="0" id=${idOf(v.index, 'preview')}>${option.preview}</pre>
  </div>`;
}
