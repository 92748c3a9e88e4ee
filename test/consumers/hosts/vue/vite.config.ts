import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  // Vue renders the kit's tags as the custom elements they are, not as Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'choice-prompt' || tag === 'question-set' } } })],
  // Two pages: the app, and the same app without the kit, to measure what the kit adds.
  build: { rollupOptions: { input: ['index.html', 'baseline.html'] } },
});
