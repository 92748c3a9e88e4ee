/** A link request's card (MCP URL mode). */
import { css } from 'lit';

export const linkStyles = css`
    /* A link request: where it goes, then the whole address, which may not wrap mid-host unreadably. */
    .link {
      display: flex;
      flex-direction: column;
      gap: 0.25rem;
    }
    .link-host {
      font-weight: 600;
    }
    .link-url {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.8125rem;
      color: var(--_text-muted);
      overflow-wrap: anywhere;
      unicode-bidi: isolate;
    }
    a.button {
      display: inline-flex;
      align-items: center;
      text-decoration: none;
    }
    @media (forced-colors: active) {
      a.button {
        color: LinkText;
      }
    }
  `;
