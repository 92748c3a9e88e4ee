import { css } from 'lit';

/** Why changes to hidden questions are not sent, with its Discard button at the end of the line. */
export const disclosureStyles = css`
  .unsent {
    flex-wrap: wrap;
    align-items: center;
  }
  .unsent .button {
    margin-inline-start: auto;
  }
`;
