// The esbuild settings of a production build, shared by scripts/build.mjs and the benches
// (bench/serve.mjs, bench/sizes.mjs, bench/size-experiments.mjs), so the budgets are read
// on code built exactly as dist/ ships it: minified ES2022 modules, Lit's production
// build (its `production` export condition), and NODE_ENV set for code that checks it.
export const production = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  tsconfig: 'tsconfig.build.json',
  conditions: ['production'],
  define: { 'process.env.NODE_ENV': '"production"' },
};
