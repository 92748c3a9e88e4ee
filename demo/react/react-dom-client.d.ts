// The project has React's own types (through a dependency) but not @types/react-dom; this is
// the one function of react-dom/client the demo uses.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element | DocumentFragment): Root;
}
