'use client';
// The elements run in the browser: a client component imports them. During the server render
// this module is imported too, and the kit's entries load there without a DOM.
import { ChoicePrompt, QuestionSet } from 'choice-prompts/react.js';
import type { ChoiceRequest, ChoiceSubmitEvent } from 'choice-prompts';

const send = (e: ChoiceSubmitEvent) => fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.detail.reply) });

export function Questions({ block, toolCall }: { block: ChoiceRequest; toolCall: ChoiceRequest }) {
  return (
    <>
      <ChoicePrompt id="block" request={block} onChoiceSubmit={send} />
      <QuestionSet id="tool-call" request={toolCall} onChoiceSubmit={send} />
    </>
  );
}
