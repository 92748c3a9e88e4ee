export default defineNuxtConfig({
  compatibilityDate: '2026-01-01',
  // Vue renders the kit's tags as the custom elements they are, on the server and in the
  // browser: without it the server's HTML loses them and hydration reports a mismatch.
  vue: { compilerOptions: { isCustomElement: (tag) => tag === 'choice-prompt' || tag === 'question-set' } },
  hooks: {
    // Nuxt prefetches, on every page, each chunk the app may import() later: the kit's page
    // chunk on pages without a prompt, and the dialects and parts no prompt asked for. Off:
    // each is fetched when it is needed.
    'build:manifest': (manifest) => {
      for (const chunk of Object.values(manifest)) chunk.prefetch = false;
    },
  },
  telemetry: false,
  devtools: { enabled: false },
});
