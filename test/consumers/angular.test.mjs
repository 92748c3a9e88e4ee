// Angular 21, standalone components, `ng build app` and `ng build baseline` (production), served
// as static files: the tags allowed by CUSTOM_ELEMENTS_SCHEMA, each request a `[request]`
// property binding (Angular drops <script> children from templates) and `(choice-submit)` an
// event binding. `ng build` type-checks the templates (strictTemplates): it fails unless the
// kit's event map types `$event` as a ChoiceSubmitEvent, so the build is this host's checker.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

// Each answer renders the page again (its signals change inside the handler).
const [block, toolCall] = blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']);

hostSuite({
  name: 'angular',
  page: '/app/',
  baseline: '/baseline/',
  prompts: [
    { ...block, again: { shown: 'Sent: sqlite', click: ['PostgreSQL'] } },
    { ...toolCall, again: { shown: `Sent: ${JSON.stringify(LICENSE_REPLY)}`, click: ['Apache-2.0'] } },
  ],
  extras: ['modules', 'angular'],
});
