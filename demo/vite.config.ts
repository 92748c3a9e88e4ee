/**
 * The demo's dev server (`npm start` runs `vite demo`, which finds this file in `demo/`).
 * Every page imports the kit from `../src`, so edits show at once. The one exception is
 * `embed-plain.html`, which loads `./bundle.js` exactly as a plain host page would; here
 * that URL is answered from `src/bundle.ts`, and the end-to-end test serves the built
 * `dist/bundle.js` at the same URL instead.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const bundleSource = fileURLToPath(new URL('../src/bundle.ts', import.meta.url));

function bundleFromSource(): Plugin {
  return {
    name: 'choice-prompts:bundle-from-source',
    resolveId(id) {
      return id === '/bundle.js' || id === './bundle.js' ? bundleSource : undefined;
    },
  };
}

export default defineConfig({
  plugins: [bundleFromSource()],
  // React ships CommonJS, so it is pre-bundled (and the AI SDK's React hook, whose own
  // dependencies include CommonJS); everything else is served as the ES modules
  // it is. Listing it here, with discovery off, means no dependency is found late and no
  // page reloads itself mid-visit (which would also make the end-to-end tests flaky).
  optimizeDeps: {
    noDiscovery: true,
    include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'ai', '@ai-sdk/react'],
  },
  server: {
    host: '127.0.0.1',
    // Transformed at start-up, so the first visit to a page does not wait for its modules.
    warmup: { clientFiles: ['./index.html', './gallery/main.ts', './chat/main.ts', './react/main.tsx', './react/use-chat.tsx', './playground/main.ts', '../src/bundle.ts'] },
  },
  clearScreen: false,
});
