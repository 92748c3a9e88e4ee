/**
 * The step a paged `<question-set>` shows, as a custom state: `:state(step-2)` for its second
 * question (counted from 1), `:state(review)` for the review, nothing (`undefined`) when it
 * shows no step. Any earlier step state is removed, so exactly one matches.
 *
 * @example
 * // In the element, whenever the step changes:
 * showStep(this.internals.states, 2); // host matches :state(step-2)
 * showStep(this.internals.states, 'review'); // host matches :state(review), no longer :state(step-2)
 */
export function showStep(states: CustomStateSet, step: number | 'review' | undefined): void {
  for (const state of [...states]) if (state === 'review' || /^step-\d+$/.test(state)) states.delete(state);
  if (step !== undefined) states.add(step === 'review' ? 'review' : `step-${step}`);
}
