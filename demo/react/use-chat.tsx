/**
 * The AI SDK's own `useChat` (`@ai-sdk/react`) with the elements answering its tool parts:
 * a question tool answered with `addToolOutput`, then a tool call that needs approval,
 * answered with `addToolApprovalResponse`. The agent is scripted in a `ChatTransport` that
 * streams UI message chunks, as a server route would, and reads the answers back from the
 * messages `useChat` sends it.
 */
import '../../src/bundle.js';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useChat } from '@ai-sdk/react';
import {
  isToolUIPart,
  lastAssistantMessageIsCompleteWithApprovalResponses,
  lastAssistantMessageIsCompleteWithToolCalls,
  type ChatTransport,
  type DynamicToolUIPart,
  type ToolUIPart,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { parseRequest } from '../../src/protocol.js';
import '../../src/dialects.js';
import type { AiSdkToolApprovalResponse, AiSdkToolOutput } from '../../src/protocol.js';
import type { ChoiceCancelEvent, ChoiceSubmitEvent } from '../../src/index.js';
import { initThemePicker } from '../shared/theme.js';

const QUESTION = 'Which files should go?';

/** The chunks of one scripted response, streamed as a server route would. */
function stream(chunks: UIMessageChunk[]): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const text = (id: string, words: string): UIMessageChunk[] => [
  { type: 'text-start', id },
  { type: 'text-delta', id, delta: words },
  { type: 'text-end', id },
];

type Part = ToolUIPart | DynamicToolUIPart;
const toolParts = (messages: UIMessage[]) => messages.flatMap((m) => m.parts.filter(isToolUIPart) as Part[]);

/**
 * The scripted agent: it asks which files to delete, asks to run the deletion (a tool that
 * needs approval), then reports. Each turn reads what the page sent back.
 */
function scriptedAgent(log: (messages: UIMessage[]) => void): ChatTransport<UIMessage> {
  return {
    async sendMessages({ messages }) {
      log(messages);
      const parts = toolParts(messages);
      const asked = parts.find((p) => p.toolCallId === 'call_ask');
      const deletion = parts.find((p) => p.toolCallId === 'call_delete');
      if (!asked) {
        return stream([
          { type: 'start' },
          { type: 'start-step' },
          ...text('t1', 'One question before I clean up:'),
          {
            type: 'tool-input-available',
            toolCallId: 'call_ask',
            toolName: 'askUserQuestion',
            input: { questions: [{ question: QUESTION, header: 'Files', multiSelect: true, options: [{ label: 'Build output' }, { label: 'Logs' }, { label: 'Caches' }] }] },
          },
          { type: 'finish-step' },
          { type: 'finish' },
        ]);
      }
      if (!deletion) {
        const answer = asked.state === 'output-available' ? (asked.output as { answers?: Record<string, string> }).answers?.[QUESTION] : undefined;
        const paths = (answer ?? '').split(', ').filter(Boolean);
        return stream([
          { type: 'start' },
          { type: 'start-step' },
          { type: 'tool-input-available', toolCallId: 'call_delete', toolName: 'deleteFiles', input: { paths } },
          { type: 'tool-approval-request', approvalId: 'approval_delete', toolCallId: 'call_delete' },
          { type: 'finish-step' },
          { type: 'finish' },
        ]);
      }
      const approved = deletion.state === 'approval-responded' && deletion.approval.approved;
      return stream([
        { type: 'start' },
        { type: 'start-step' },
        approved
          ? { type: 'tool-output-available', toolCallId: 'call_delete', output: { deleted: (deletion.input as { paths: string[] }).paths } }
          : { type: 'tool-output-denied', toolCallId: 'call_delete' },
        ...text('t3', approved ? 'Done: the files are deleted.' : 'Understood: nothing was deleted.'),
        { type: 'finish-step' },
        { type: 'finish' },
      ]);
    },
    async reconnectToStream() {
      return null;
    },
  };
}

type Reply = AiSdkToolOutput | AiSdkToolApprovalResponse;

/** One tool part as a prompt: open while it waits for the user, answered once it is settled. */
function ToolPartView({ part, onReply }: { part: Part; onReply: (reply: Reply) => void }) {
  // Parsed again when the state changes: a settled approval restores as answered.
  const parsed = useMemo(() => parseRequest('ai_sdk_tool_part', part), [part.toolCallId, part.state]);
  if (!parsed.ok) return <pre>{parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}</pre>;
  const reply = (event: ChoiceSubmitEvent | ChoiceCancelEvent) => onReply(event.detail.reply as Reply);
  const settled = part.state !== 'input-available' && part.state !== 'approval-requested';
  const props = { request: parsed.request, response: parsed.response, answered: settled && !parsed.response, 'onchoice-submit': reply, 'onchoice-cancel': reply };
  return parsed.request.questions.length > 1 ? <question-set {...props} /> : <choice-prompt {...props} />;
}

function App() {
  const [sent, setSent] = useState<UIMessage[][]>([]);
  const [replies, setReplies] = useState<Reply[]>([]);
  const transport = useMemo(() => scriptedAgent((messages) => setSent((list) => [...list, messages])), []);
  const { messages, sendMessage, addToolOutput, addToolApprovalResponse, status } = useChat({
    transport,
    // As a server route's client would: go on once every tool call has its output or approval.
    sendAutomaticallyWhen: (options) => lastAssistantMessageIsCompleteWithToolCalls(options) || lastAssistantMessageIsCompleteWithApprovalResponses(options),
  });
  const onReply = (reply: Reply) => {
    setReplies((list) => [...list, reply]);
    if ('approved' in reply) void addToolApprovalResponse(reply);
    else void addToolOutput(reply);
  };
  const lastSent = sent[sent.length - 1];
  return (
    <>
      <h1>AI SDK useChat</h1>
      <p className="lead">
        The AI SDK's own <code>useChat</code>, with a scripted agent in its transport. Each tool part is parsed with <code>parseRequest('ai_sdk_tool_part', part)</code>; the element's
        reply goes to <code>addToolOutput</code> or <code>addToolApprovalResponse</code> as it is.
      </p>
      <button type="button" className="button primary" id="start" disabled={messages.length > 0} onClick={() => void sendMessage({ text: 'Please clean up the repository.' })}>
        Ask the agent to clean up
      </button>
      <ol className="messages" aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} className={`message ${message.role}`}>
            <p className="who">{message.role === 'user' ? 'You' : 'Assistant'}</p>
            {message.parts.map((part, i) =>
              part.type === 'text' ? <p key={i}>{part.text}</p> : isToolUIPart(part) ? <ToolPartView key={part.toolCallId} part={part as Part} onReply={onReply} /> : null,
            )}
          </li>
        ))}
      </ol>
      <p className="hint" id="status">
        Chat status: {status}
      </p>
      {/* Each log is a region named by its heading: a bare pre is not a role a name can go on. */}
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">Replies sent</h2>
        <pre id="replies">{replies.map((r) => JSON.stringify(r)).join('\n') || 'Nothing yet.'}</pre>
      </section>
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Tool parts the agent last received</h2>
        <pre id="agent-received">
          {lastSent ? JSON.stringify(toolParts(lastSent).map(({ toolCallId, state, output, approval }) => ({ toolCallId, state, output, approval })), null, 2) : 'Nothing yet.'}
        </pre>
      </section>
    </>
  );
}

initThemePicker();
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
