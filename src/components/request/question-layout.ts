/** A layout that shows only some of a request's questions at a time (a paged set's pager, from its part). */
export interface QuestionLayout {
  /** Shows question `index` at once: focus is about to move there. */
  show(index: number): void;
}
