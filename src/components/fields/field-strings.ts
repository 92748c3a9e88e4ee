/**
 * The default texts of typed fields (text, number, integer): in the fields part, which every such field loads.
 * Spread under the resolved table where used, so a host's entry wins.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const fieldStrings: Partial<ChoiceStrings> = {
  textPlaceholder: 'Type your answer',
  numberEmpty: 'Empty',
  lengthBetween: '{min} to {max} characters',
  lengthAtLeast: 'At least {min} characters',
  lengthAtMost: 'At most {max} characters',
  numberAny: 'A number',
  numberBetween: 'A number from {min} to {max}',
  numberAtLeast: 'A number of at least {min}',
  numberAtMost: 'A number of at most {max}',
  integerAny: 'A whole number',
  integerBetween: 'A whole number from {min} to {max}',
  integerAtLeast: 'A whole number of at least {min}',
  integerAtMost: 'A whole number of at most {max}',
  formatEmail: 'An e-mail address, like name@example.com',
  formatUri: 'A full web address, like https://example.com',
  formatDate: 'A date as year-month-day, like 2025-06-18',
  formatDateTime: 'A date and time with its time zone, like 2025-06-18T14:30:00Z',
  problemFormatEmail: 'Enter an e-mail address, like name@example.com.',
  problemFormatUri: 'Enter a full web address, starting with https:// or another scheme.',
  problemFormatDate: 'Enter a date as year-month-day, like 2025-06-18.',
  problemFormatDateTime: 'Enter a date and time with its time zone, like 2025-06-18T14:30:00Z.',
  problemPattern: 'Your answer does not have the required form.',
  problemNotANumber: 'Enter a number.',
  problemNotAnInteger: 'Enter a whole number.',
  problemOutOfRange: 'Enter a number from {min} to {max}.',
  problemBelowMinimum: 'Enter a number of at least {min}.',
  problemAboveMaximum: 'Enter a number of at most {max}.',
  problemIntegerOutOfRange: 'Enter a whole number from {min} to {max}.',
  problemIntegerBelowMinimum: 'Enter a whole number of at least {min}.',
  problemIntegerAboveMaximum: 'Enter a whole number of at most {max}.',
};
