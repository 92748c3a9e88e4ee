// The same useChat app without the kit: what the kit adds is measured against it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';

function Chat() {
  const { messages, sendMessage } = useChat({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <>
      {messages.flatMap((message) => message.parts).map((part, i) => (part.type === 'text' ? <p key={i}>{part.text}</p> : null))}
      <button onClick={() => sendMessage({ text: 'Set up the project' })}>Ask the agent</button>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <Chat />
    </main>
  </StrictMode>,
);
