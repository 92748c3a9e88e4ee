import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the app, and the same useChat app without the kit, to measure what the kit adds.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: ['index.html', 'baseline.html'] } },
});
