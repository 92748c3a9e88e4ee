// Imported first by every *.unregistered.test.ts. Those files need a page that preloads
// nothing (the `unregistered-dialects` group in web-test-runner.config.mjs); a glob on the
// command line runs them in the default group instead, whose page has registered every
// dialect, and their tests would fail for a reason they do not name. This says it at once.
import { isDialectLoaded } from '../../src/protocol/registry.js';

if (isDialectLoaded('ask_user_question')) {
  throw new Error(
    'This file needs a page without dialects.js: run it in its group, `npx web-test-runner --group unregistered-dialects`, ' +
      'or with `npm test`. A glob on the command line puts it in the default group, whose page registers every dialect.',
  );
}
