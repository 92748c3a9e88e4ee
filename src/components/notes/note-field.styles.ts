/** A question's note field (an approval's reason, Claude Code's notes). */
import { css } from 'lit';

export const noteFieldStyles = css`
  .note-field {
    margin-block-end: 0.5rem;
  }
  .note-field-hint {
    color: var(--_text-muted);
    font-size: 0.8125rem;
  }
`;
