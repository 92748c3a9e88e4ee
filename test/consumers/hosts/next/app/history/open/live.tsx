'use client';
// Loads choice-prompts/lazy.js in the browser: it imports the elements when the open prompt is
// near the viewport or gets input, and applies a click made before they were here.
import { useEffect } from 'react';

export function LiveQuestions() {
  useEffect(() => {
    void import('choice-prompts/lazy.js');
  }, []);
  return null;
}
