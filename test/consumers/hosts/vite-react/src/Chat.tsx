import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { QuestionSet } from 'choice-prompts/react.js';
import { loadDialect, parseRequest, type AiSdkToolOutput } from 'choice-prompts/protocol.js';

await loadDialect('ai_sdk_tool_part'); // the parser for useChat's tool parts, fetched once

export function Chat() {
  const { messages, sendMessage, addToolOutput } = useChat({
    // Once every question is answered, the answers go back to the model.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  return (
    <>
      {messages.flatMap((message) => message.parts.map((part, i) => {
        const key = `${message.id}:${i}`;
        if (part.type === 'text') return <p key={key}>{part.text}</p>;
        // A question tool's call (AskUserQuestion, askForConfirmation…) shows as a question, named
        // by its message and place: parsed again on every render, it is the same request.
        const parsed = parseRequest('ai_sdk_tool_part', part, { id: key });
        return parsed.ok && (
          <QuestionSet key={key} request={parsed.request} response={parsed.response}
            onChoiceSubmit={(e) => addToolOutput(e.detail.reply as AiSdkToolOutput)} />
        );
      }))}
      <button onClick={() => sendMessage({ text: 'Set up the project' })}>Ask the agent</button>
    </>
  );
}
