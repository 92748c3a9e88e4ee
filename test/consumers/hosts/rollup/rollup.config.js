import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

export default {
  // Two pages: the app, and the same page without the kit, to measure what the kit adds.
  input: { main: 'src/main.js', baseline: 'src/baseline.js' },
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve(), terser()],
};
