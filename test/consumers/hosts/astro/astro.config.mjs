import { defineConfig } from 'astro/config';

// Static pages (dist/), each page a file of its own under src/pages/ with the layout they share.
export default defineConfig({});
