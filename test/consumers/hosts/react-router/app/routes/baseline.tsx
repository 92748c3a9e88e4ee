// The same route without the kit: what the kit adds is measured against it.
import { useState } from 'react';

export default function Baseline() {
  const [chosen, setChosen] = useState<string>();
  return (
    <main>
      <fieldset>
        <legend>Which database?</legend>
        {['PostgreSQL', 'SQLite'].map((option) => (
          <button key={option} aria-pressed={chosen === option} onClick={() => setChosen(option)}>
            {option}
          </button>
        ))}
      </fieldset>
    </main>
  );
}
