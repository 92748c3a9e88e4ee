import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Two pages: the app, and the same app without the kit, to measure what the kit adds.
export default defineConfig({
  plugins: [svelte()],
  build: { rollupOptions: { input: ['index.html', 'baseline.html'] } },
});
