/** An option's preview: markdown drawn as text and marks, or HTML in a sandboxed frame. */
import { html, type TemplateResult } from 'lit';
import type { ChoiceOption } from '../../protocol/model.js';
import { say } from '../strings/locale-format.js';
import { previewStrings } from './preview-strings.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import { renderMarkdown } from './markdown.js';
import { frameDocument, readHtml } from './html-preview.js';


/** The last HTML preview read, and what reading it gave: a render reads each once. */
let read: { fragment: string; body: string; text: string } | undefined;

/**
 * The preview of the option with focus (or under the pointer), right under that option and
 * indented to its label, so it reads as that option's. Its text is the option's description
 * (what a screen reader reads on the option, rather than the region's label). Markdown (the
 * default) keeps its lines: a long one in a code block scrolls, and the preview is a tab stop
 * then, so the keyboard can scroll it too. HTML shows in a sandboxed frame (`html-preview.ts`),
 * its text, read from the HTML, in a hidden description.
 */
export function renderPreview(v: QuestionView, option: ChoiceOption): TemplateResult {
  const label = say({ ...previewStrings, ...v.strings }, 'preview', { option: option.label });
  const id = idOf(v.index, 'preview');
  const source = option.preview ?? '';
  if (v.question.previewFormat !== 'html') {
    return html`<div part="preview" class="preview" role="group" aria-label=${label}>
      <div class="code markdown" dir="auto" tabindex="0" id=${id}>${renderMarkdown(source)}</div>
    </div>`;
  }
  if (read?.fragment !== source) read = { fragment: source, ...readHtml(source) };
  return html`<div part="preview" class="preview" role="group" aria-label=${label}>
    <iframe class="html" sandbox="" referrerpolicy="no-referrer" title=${label} .srcdoc=${frameDocument(read.body)}></iframe>
    <div class="visually-hidden" id=${id}>${read.text}</div>
  </div>`;
}
