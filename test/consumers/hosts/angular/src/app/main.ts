// A standalone component: the tags are custom elements (CUSTOM_ELEMENTS_SCHEMA), each request a
// property binding. Angular drops <script> elements from templates, so a payload reaches the
// element through `[request]`, parsed with parseRequest, never as a child script.
import { CUSTOM_ELEMENTS_SCHEMA, Component, computed, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'choice-prompts/choice-prompt.js';
import 'choice-prompts/question-set.js';
import { loadDialect, parseRequest, type ChoiceRequest } from 'choice-prompts/protocol.js';
import type { ChoiceSubmitEvent } from 'choice-prompts';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      @if (block(); as request) {
        <choice-prompt id="block" [request]="request" (choice-submit)="send($event)"></choice-prompt>
      }
      @if (toolCall(); as request) {
        <question-set id="tool-call" [request]="request" tab-stops="roving" (choice-submit)="send($event)"></question-set>
      }
      @for (reply of sent(); track $index) {
        <p>Sent: {{ reply }}</p>
      }
    </main>
  `,
})
class App {
  // A ```choices block an agent wrote (its dialect is built in), parsed whenever the message
  // changes. Without an id of its own it gets one derived from its content.
  private readonly message = signal('{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');
  protected readonly block = computed(() => {
    const parsed = parseRequest('choices-block', this.message());
    return parsed.ok ? parsed.request : undefined;
  });

  protected readonly toolCall = signal<ChoiceRequest | undefined>(undefined);
  protected readonly sent = signal<string[]>([]);

  constructor() {
    // A tool call (Claude's AskUserQuestion): its dialect is fetched the first time one comes.
    // Named by its call's id: the same question asked again in another call is another request.
    loadDialect('ask_user_question').then(() => {
      const parsed = parseRequest('ask_user_question', {
        questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }],
      }, { id: 'toolu_license' });
      if (parsed.ok) this.toolCall.set(parsed.request);
    });
  }

  // Each answer renders the page again, from inside its handler. Angular types `$event` from
  // the kit's event map: a ChoiceSubmitEvent.
  protected send(event: ChoiceSubmitEvent) {
    const { reply } = event.detail;
    this.sent.update((sent) => [...sent, typeof reply === 'string' ? reply : JSON.stringify(reply)]);
    return fetch('/api/reply', { method: 'POST', body: JSON.stringify(reply) });
  }
}

bootstrapApplication(App).catch((error) => console.error(error));
