import { css } from 'lit';

/** Why changes to hidden questions are not sent, with its Discard button under the sentence. */
export const disclosureStyles = css`
  .unsent .button {
    display: block;
    margin-block-start: 0.25rem;
    padding-inline: 0;
    font-weight: 400;
  }
`;
