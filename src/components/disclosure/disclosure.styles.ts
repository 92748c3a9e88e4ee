import { css } from 'lit';

/** Why changes to hidden questions are not sent, with its Discard button under the sentence. */
export const disclosureStyles = css`
  /* Its Discard link starts where its message does: more specific than Cancel's quiet look
     (cancel.styles.ts), which comes later and would indent it. */
  .unsent .button.quiet {
    display: block;
    margin-block-start: 0.25rem;
    padding-inline: 0;
    font-weight: 400;
  }
`;
