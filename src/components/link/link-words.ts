/** A link request's words: its part's default texts and the host it names (the elements and `renderHTML` say them alike). */
import type { ChoiceStrings } from '../strings/strings.js';

/** The link part's default texts, spread under the resolved table so a host's entry wins. */
export const linkStrings: Partial<ChoiceStrings> = {
  linkHost: 'Opens a page on {host}',
  openLink: 'Open {host}',
};

/** The host a link opens, as the browser resolves it (an internationalized name in its ASCII form, so look-alike letters show). */
export function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}
