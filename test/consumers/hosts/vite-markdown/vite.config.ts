import { defineConfig } from 'vite';

// Two pages: the app, and the same markdown without the kit, to measure what the kit adds.
export default defineConfig({
  build: { rollupOptions: { input: ['index.html', 'baseline.html'] } },
});
