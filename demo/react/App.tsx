/**
 * Two ways a React app uses the elements. The tool-part chat uses the components from
 * `choice-prompts/react.js` (made with `@lit/react`, for React 18 and later): typed props,
 * `onChoiceSubmit` / `onChoiceCancel` callbacks. The plan question uses the tag straight in
 * JSX, React 19's own custom-element support: React sets properties it knows on the element
 * (arrays and objects included) and listens to `on<event-name>` props, so only the tag must
 * be registered before the first render.
 */
import { useCallback, useMemo, useState } from 'react';
// The tags' JSX types, as a host gets them from `choice-prompts/jsx`.
import type {} from '../../src/jsx.js';
import { parseRequest } from '../../src/protocol.js';
// Tool parts may carry any dialect: register them all (see README, "Dialects").
import '../../src/dialects.js';
import type { ChoiceCancelEvent, ChoicePromptOptionInput, ChoiceSubmitEvent } from '../../src/index.js';
import { ChoicePrompt, QuestionSet } from '../../src/react.js';

const PLANS: ChoicePromptOptionInput[] = [
  { label: 'Free', value: 'free', description: 'Up to 3 members.' },
  { label: 'Team', value: 'team', description: 'Up to 50 members, single sign-on.', recommended: true },
  { label: 'Enterprise', value: 'enterprise', description: 'Unlimited members, audit log.' },
];

/** The tag in JSX (React 19): plain properties in, the encoded reply out. */
function PlanQuestion() {
  const [reply, setReply] = useState<string>('');
  return (
    <section aria-labelledby="props-heading">
      <h2 id="props-heading">The tag in JSX (React 19)</h2>
      <p className="hint">
        <code>question</code> and <code>options</code> are set as properties; <code>onchoice-submit</code> receives the reply.
      </p>
      <choice-prompt id="plan" question="Which plan fits your team?" options={PLANS} onchoice-submit={(e) => setReply(String(e.detail.reply))} />
      <output id="plan-reply" htmlFor="plan" aria-live="polite">
        {reply}
      </output>
    </section>
  );
}

/** The parts of an AI SDK UI message this page uses. */
interface ToolPart {
  type: `tool-${string}`;
  toolCallId: string;
  state: 'input-available' | 'output-available';
  input: unknown;
  output?: unknown;
}
type Part = { type: 'text'; text: string } | ToolPart;
interface UIMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: Part[];
}
interface ToolOutput {
  tool: string;
  toolCallId: string;
  output: unknown;
}

const INITIAL: UIMessage[] = [
  { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Set up checkout for the storefront.' }] },
  {
    id: 'm2',
    role: 'assistant',
    parts: [
      { type: 'text', text: 'Two details before I configure checkout:' },
      {
        type: 'tool-askUserQuestion',
        toolCallId: 'call_checkout_1',
        state: 'input-available',
        input: {
          questions: [
            { question: 'Which payment methods should checkout offer?', header: 'Payments', multiSelect: true, options: [{ label: 'Cards' }, { label: 'PayPal' }, { label: 'Apple Pay' }] },
            { question: 'May guests check out without an account?', header: 'Guests', multiSelect: false, options: [{ label: 'Yes' }, { label: 'No' }] },
          ],
        },
      },
    ],
  },
];

/**
 * The slice of AI SDK's `useChat` this page needs, kept in React state: the messages and
 * `addToolOutput`, which fills in the tool part and, as `sendAutomaticallyWhen` would, lets
 * the assistant go on.
 */
function useChatLike(initial: UIMessage[]) {
  const [messages, setMessages] = useState(initial);
  const [calls, setCalls] = useState<ToolOutput[]>([]);
  const addToolOutput = useCallback((call: ToolOutput) => {
    setCalls((list) => [...list, call]);
    setMessages((list) => [
      ...list.map((m) => ({
        ...m,
        parts: m.parts.map((p): Part => (p.type !== 'text' && p.toolCallId === call.toolCallId ? { ...p, state: 'output-available', output: call.output } : p)),
      })),
      { id: `m${list.length + 1}`, role: 'assistant', parts: [{ type: 'text', text: `Got it. Checkout is configured with ${JSON.stringify(call.output)}.` }] },
    ]);
  }, []);
  return { messages, addToolOutput, calls };
}

function ToolPartView({ part, addToolOutput }: { part: ToolPart; addToolOutput: (call: ToolOutput) => void }) {
  // Parsed once per tool call; the element keeps its own answered state after that.
  const parsed = useMemo(() => parseRequest('ai_sdk_tool_part', { ...part, state: 'input-available' }), [part.toolCallId]);
  if (!parsed.ok) return <pre>{parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}</pre>;
  const onReply = (event: ChoiceSubmitEvent | ChoiceCancelEvent) => addToolOutput(event.detail.reply as ToolOutput);
  return parsed.request.questions.length > 1 ? (
    <QuestionSet request={parsed.request} onChoiceSubmit={onReply} onChoiceCancel={onReply} />
  ) : (
    <ChoicePrompt request={parsed.request} onChoiceSubmit={onReply} onChoiceCancel={onReply} />
  );
}

function ToolPartChat() {
  const { messages, addToolOutput, calls } = useChatLike(INITIAL);
  const last = calls[calls.length - 1];
  return (
    <section aria-labelledby="chat-heading">
      <h2 id="chat-heading">An AI SDK tool part, answered with addToolOutput</h2>
      <p className="hint">
        <code>QuestionSet</code> from <code>choice-prompts/react.js</code>: <code>request</code> in, <code>onChoiceSubmit</code> out.
      </p>
      <ol className="messages">
        {messages.map((message) => (
          <li key={message.id} className={`message ${message.role}`}>
            <p className="who">{message.role === 'user' ? 'You' : 'Assistant'}</p>
            {message.parts.map((part, i) =>
              part.type === 'text' ? <p key={i}>{part.text}</p> : <ToolPartView key={part.toolCallId} part={part} addToolOutput={addToolOutput} />,
            )}
          </li>
        ))}
      </ol>
      <h3 id="call-heading">addToolOutput was called with</h3>
      <pre id="tool-output">
        <code>{last ? JSON.stringify(last, null, 2) : 'Nothing yet.'}</code>
      </pre>
    </section>
  );
}

export function App() {
  return (
    <>
      <h1>A React page</h1>
      <p className="lead">
        The elements as React components from <code>choice-prompts/react.js</code>, and as tags straight in JSX: properties in, events out.
        Answer both; each shows exactly what the page receives.
      </p>
      <PlanQuestion />
      <ToolPartChat />
    </>
  );
}
