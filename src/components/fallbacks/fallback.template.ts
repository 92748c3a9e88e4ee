/**
 * What both elements show instead of a request that cannot be shown: the raw JSON of a script
 * that could not be read, or the explanation of a request that cannot be shown.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LIMITS } from '../../protocol/limits.js';
import type { ValidationError } from '../../protocol/model.js';
import { infoIcon } from '../internal/icons.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { formatNumber } from '../strings/locale-format.js';
import { fallbackStrings } from './fallback-strings.js';


/** Why `<choice-prompt>` does not show a request of `count` questions. */
export function needsQuestionSet(strings: ChoiceStrings, count: number): string {
  return formatString({ ...fallbackStrings, ...strings }.needsQuestionSet, { count: formatNumber(strings, count) });
}

/**
 * The JSON of a script that could not be read, as a plain code block (the raw
 * block, no error shown). Lit escapes it: markup in the JSON stays text.
 */
export function renderRawFallback(raw: string): TemplateResult {
  // A payload past the size limit was refused unread; show its start, not megabytes of text.
  const shown = raw.length > LIMITS.maxPayloadChars ? `${raw.slice(0, LIMITS.maxPayloadChars)}\n…` : raw;
  return html`<pre part="fallback" class="fallback code" dir="ltr"><code>${dedent(shown)}</code></pre>`;
}

/** Drops the blank lines and the common indentation a script's text picks up from the HTML around it. */
function dedent(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  // A loop, not Math.min(...indents): spreading one argument per line overflows the stack
  // on a script of many short lines.
  let cut = Infinity;
  for (const line of lines) if (line.trim() !== '') cut = Math.min(cut, /^[ \t]*/.exec(line)![0].length);
  if (cut === Infinity) cut = 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** A host-built request that cannot be shown: say so, with the reasons one click away. */
export function renderMessageFallback(message: string, strings: ChoiceStrings, errors: readonly ValidationError[] = []): TemplateResult {
  return html`<div part="fallback" class="fallback message">
    <p>${infoIcon}<span>${message}</span></p>
    ${errors.length > 0
      ? html`<details>
          <summary>${{ ...fallbackStrings, ...strings }.invalidDetails}</summary>
          <ul>
            ${errors.map((e) => html`<li><code>${e.path}</code> ${e.message}</li>`)}
          </ul>
        </details>`
      : nothing}
  </div>`;
}
