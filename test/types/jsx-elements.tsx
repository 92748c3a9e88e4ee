/**
 * The two tags in React 19 TSX with `choice-prompts/jsx` (src/jsx.ts), checked by `npm run
 * typecheck`, never run. test/node/packed-install.test.mjs checks this same file against the
 * installed package, its imports pointed at `choice-prompts`. Each `@ts-expect-error` must
 * meet an error, so a tag without types, or props typed `any`, fails the check.
 */
import type {} from '../../src/jsx.js';
import { useRef, type CSSProperties } from 'react';
import type { ChoicePrompt, ChoiceRequest, ChoiceResponse, ChoiceStrings, QuestionSet } from '../../src/index.js';

declare const request: ChoiceRequest;
declare const response: ChoiceResponse;
declare const strings: Partial<ChoiceStrings>;
declare function send(reply: unknown): void;

export function Conversation({ outdated }: { outdated: boolean }) {
  const prompt = useRef<ChoicePrompt>(null);
  const style: CSSProperties = { maxWidth: '40rem' };
  return (
    <>
      <choice-prompt
        ref={prompt}
        className="question"
        style={style}
        request={request}
        disabled={outdated}
        strings={strings}
        tabStops="each"
        loading="eager"
        onchoice-submit={(e) => send(e.detail.reply)}
        onchoice-cancel={(e) => send(e.detail.response.status === 'declined' ? e.detail.reply : null)}
        onchoice-change={(e) => e.detail.valid && e.currentTarget.reportValidity({ focus: false })}
      />
      <choice-prompt
        question="Which database?"
        options={[{ label: 'SQLite', value: 'sqlite', recommended: true }, { label: 'Postgres', value: 'pg' }]}
        multiple
        min-selections={1}
        maxSelections={2}
        allow-other
        placeholder="Another one"
        value="sqlite"
        answered
        tab-stops="roving"
      />
      <question-set request={request} response={response} pending={false} onchoice-submit={(e) => send(e.detail.reply)}>
        <script type="application/json">{'{"questions": []}'}</script>
      </question-set>
      <question-set
        ref={(set: QuestionSet | null) => set?.focus()}
        onchoice-change={(e) => Object.keys(e.detail.answers).length === e.currentTarget.request?.questions.length}
      />

      {/* @ts-expect-error `disabled` is a boolean, not a string */}
      <choice-prompt disabled="yes" />
      {/* @ts-expect-error `tabStops` is 'roving' or 'each' */}
      <question-set tabStops="all" />
      {/* @ts-expect-error `options` is an array of options, not JSON text (React sets it as the property) */}
      <choice-prompt options='[{"label": "A", "value": "a"}]' />
      {/* @ts-expect-error a question-set has no `question` */}
      <question-set question="Which database?" />
      {/* @ts-expect-error `state` is read-only: the element reflects it */}
      <choice-prompt state="answered" />
      {/* @ts-expect-error choice-change's detail has the draft, not the encoded reply */}
      <choice-prompt onchoice-change={(e) => send(e.detail.reply)} />
      {/* @ts-expect-error choice-submit's detail has no `valid` */}
      <question-set onchoice-submit={(e) => e.detail.valid} />
    </>
  );
}
