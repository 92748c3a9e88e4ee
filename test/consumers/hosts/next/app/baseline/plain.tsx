'use client';
import { useState } from 'react';

export function Plain({ question, options }: { question: string; options: string[] }) {
  const [chosen, setChosen] = useState<string>();
  return (
    <fieldset>
      <legend>{question}</legend>
      {options.map((option) => (
        <button key={option} aria-pressed={chosen === option} onClick={() => setChosen(option)}>
          {option}
        </button>
      ))}
    </fieldset>
  );
}
