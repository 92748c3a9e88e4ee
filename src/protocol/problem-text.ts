/**
 * Answer problems said in English, for logs, errors and terminal clients: apart from
 * `validate.ts`, so a page whose elements say them in their own strings does not carry these.
 */
import type { AnswerProblem } from './validate.js';
import { kindRules } from './kind-rules.js';

/** An answer problem in plain English, for logs, errors and terminal clients (the elements use their own, localizable strings). */
export function describeAnswerProblem(problem: AnswerProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'nothing is chosen or typed.';
    case 'too-short':
    case 'too-long':
    case 'format':
    case 'pattern':
    case 'not-an-integer':
      return kindRules().describeTypedProblem(problem);
    case 'too-few':
      return `at least ${problem.min} options must be chosen.`;
    case 'too-many':
      return `at most ${problem.max} options may be chosen.`;
    case 'other-too-long':
      return `the typed text is longer than ${problem.max} characters.`;
    case 'other-too-short':
      return `the typed text is shorter than ${problem.min} characters.`;
    case 'not-a-number':
      return 'the typed text must be a number.';
    case 'out-of-range':
      if (problem.min !== undefined && problem.max !== undefined) return `the number must be from ${problem.min} to ${problem.max}.`;
      return problem.min !== undefined ? `the number must be at least ${problem.min}.` : `the number must be at most ${problem.max}.`;
  }
}
