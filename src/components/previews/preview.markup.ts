/** An option's preview, as markup (`preview.template.ts`). */
import type { ChoiceOption } from '../../protocol/model.js';
import { say } from '../strings/locale-format.js';
import { html, type Markup } from '../../html/markup.js';
import type { QuestionMarkupView } from '../../html/question.js';
import { previewStrings } from './preview-strings.js';

/** The option's preview, under it (`preview.template.ts`): its text as it came, in a code block (markdown and HTML are drawn only by the element). */
function preview(v: QuestionMarkupView, option: ChoiceOption): Markup {
  return html`<div part="preview" class="preview" role="group" aria-label="${say(v.strings, 'preview', { option: option.label })}"><pre class="code" dir="auto" tabindex="0" id="${v.id('preview')}">${option.preview}</pre></div>`;
}

export const previewMarkup = { preview, texts: previewStrings };
