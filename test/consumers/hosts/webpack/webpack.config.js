const path = require('node:path');

module.exports = {
  mode: 'production',
  // Two pages: the app, and the same page without the kit, to measure what the kit adds.
  entry: { main: './src/index.js', baseline: './src/baseline.js' },
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js' },
};
