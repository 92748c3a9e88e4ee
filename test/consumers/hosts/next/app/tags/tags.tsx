'use client';
import 'choice-prompts/bundle.js';
import type {} from 'choice-prompts/jsx';

export function Tags() {
  return (
    <choice-prompt question="Which database?" options={[{ label: 'PostgreSQL', value: 'postgres' }, { label: 'SQLite', value: 'sqlite' }]}
      onchoice-submit={(e) => fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.detail.reply) })} />
  );
}
