// Preloaded on every test page but the `unregistered` group's (web-test-runner.config.mjs):
// the elements' lazily loaded parts are fetched before any test runs, so a request that needs
// one renders at once there. Loading them on demand is tested in
// test/components/lazy-parts.unregistered.test.ts.
import { fetchEveryPart } from '../../src/components/loader/parts.js';

const failures = await fetchEveryPart();
if (failures.length > 0) throw new Error(`A part of the elements did not load: ${JSON.stringify(failures)}`);
