// Preloaded on every test page but the `unregistered` group's (web-test-runner.config.mjs):
// the elements' lazily loaded parts are fetched before any test runs, so a request that needs
// one renders at once there. Loading them on demand is tested in
// test/components/lazy-parts.unregistered.test.ts.
import { fieldKinds } from '../../src/components/lazy/parts.js';

await fieldKinds.load();
if (!fieldKinds.loaded) throw new Error(`The question fields part did not load: ${JSON.stringify(fieldKinds.errors)}`);
