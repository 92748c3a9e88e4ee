// The states scripts/screenshots.mjs renders. Each scene is one <section> holding one
// element, an optional `setup` that brings it into its state the way a user or host would
// (clicks, keys, typing, a property a host sets), and the `state` attribute it must end in.

/** A child JSON script in `dialect`; `<` is escaped so no payload can close the script. */
const script = (dialect, payload) =>
  `<script type="application/json" dialect="${dialect}">${JSON.stringify(payload, null, 1).replace(/</g, '\\u003c')}</script>`;
const prompt = (attrs, dialect, payload) => `<choice-prompt ${attrs}>${script(dialect, payload)}</choice-prompt>`;
const set = (attrs, payload) => `<question-set ${attrs}>${script('ask_user_question', payload)}</question-set>`;

const database = {
  question: 'Which database should the project use?',
  context: 'The service stores about 2 GB of relational data and runs on one VM.',
  options: [
    { label: 'PostgreSQL', value: 'postgres', description: 'Full SQL, JSONB, mature replication.', recommended: true },
    { label: 'SQLite', value: 'sqlite', description: 'One file, no server; fine for a single writer.' },
    { label: 'MySQL', value: 'mysql', description: 'Widely hosted; weaker JSON support.' },
  ],
};

const platforms = {
  question: 'Which platforms should the build target?',
  multiple: true,
  maxSelections: 2,
  options: [
    { label: 'Linux', value: 'linux' },
    { label: 'macOS', value: 'macos' },
    { label: 'Windows', value: 'windows', description: 'Needs a signing certificate.' },
  ],
};

const deploy = (extra = {}) => ({
  title: 'Deployment',
  prompt: 'Where should the preview be deployed?',
  selection_mode: 'single',
  options: [
    { id: 'staging', label: 'Staging', description: 'Shared, reset nightly.', recommended: true },
    { id: 'review', label: 'Review app', description: 'One per pull request.' },
  ],
  default_selection_ids: ['staging'],
  ...extra,
});

const setPayload = {
  questions: [
    {
      question: 'Which auth method should the API use?',
      header: 'Auth',
      multiSelect: false,
      options: [
        { label: 'OAuth 2.0', description: 'Delegated access via an identity provider.' },
        { label: 'API keys', description: 'One secret per client.' },
      ],
    },
    {
      question: 'Which features should ship first?',
      header: 'Features',
      multiSelect: true,
      options: [
        { label: 'Search', description: 'Full-text over titles and bodies.' },
        { label: 'Export', description: 'CSV and JSON.' },
        { label: 'Webhooks' },
      ],
    },
    {
      question: 'How should errors be reported?',
      header: 'Errors',
      multiSelect: false,
      options: [{ label: 'Problem+JSON' }, { label: 'Plain text' }],
    },
  ],
};

/** Clicks option `index` of a prompt, or of the `n`th prompt inside a question set. */
const clickOption = (element, index, n) =>
  (n === undefined ? element : element.locator('choice-prompt').nth(n)).locator('button[aria-pressed]').nth(index).click();

export const scenes = [
  { name: 'open', title: 'open (single, descriptions, context, recommended)', html: prompt('', 'choices-block', database), expectState: 'open' },
  {
    name: 'focus-visible',
    title: 'open, keyboard focus on the second option',
    html: prompt('', 'choices-block', database),
    expectState: 'open',
    setup: async ({ element, page }) => {
      await element.evaluate((el) => el.focus());
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: 'recommended',
    title: 'recommended (request_user_choice isRecommended)',
    html: prompt('', 'request_user_choice', {
      question: 'How should the migration run?',
      options: [
        { title: 'Online, in batches', description: 'No downtime; takes about an hour.', isRecommended: true },
        { title: 'Offline', description: 'Five minutes of downtime.' },
      ],
    }),
    expectState: 'open',
  },
  {
    name: 'selected',
    title: 'selected, not submitted (multi-select, limit 2 reached)',
    html: prompt('', 'choices-block', platforms),
    expectState: 'selected',
    setup: async ({ element }) => {
      await clickOption(element, 0);
      await clickOption(element, 1);
    },
  },
  { name: 'multi-select', title: 'multi-select open (choose any)', html: prompt('', 'choices-block', { ...platforms, maxSelections: undefined }), expectState: 'open' },
  {
    name: 'answered',
    title: 'answered by a click',
    html: prompt('', 'choices-block', database),
    expectState: 'answered',
    setup: ({ element }) => clickOption(element, 1),
  },
  { name: 'answered-restored', title: 'answered, restored from history (answered value=…)', html: prompt('answered value="postgres"', 'choices-block', database), expectState: 'answered' },
  { name: 'outdated', title: 'outdated (disabled value=…)', html: prompt('disabled value="sqlite"', 'choices-block', database), expectState: 'outdated' },
  { name: 'outdated-unanswered', title: 'outdated, never answered', html: prompt('disabled', 'choices-block', database), expectState: 'outdated' },
  {
    name: 'hover-selected',
    title: 'selected, pointer over a chosen option',
    html: prompt('', 'choices-block', { ...platforms, maxSelections: 3 }),
    expectState: 'selected',
    setup: async ({ element, section }) => {
      await clickOption(element, 0);
      await clickOption(element, 1);
      // Scrolled first, so the screenshot does not scroll another option under the pointer.
      await section.scrollIntoViewIfNeeded();
      await element.locator('button[aria-pressed]').nth(0).hover();
    },
  },
  {
    name: 'multi-answered',
    title: 'multi-select with other, answered (no hint once locked)',
    html: prompt('', 'choices-block', { ...platforms, maxSelections: 3, allowOther: true }),
    expectState: 'answered',
    setup: async ({ element }) => {
      await clickOption(element, 1);
      await element.locator('[part~=submit]').click();
    },
  },
  {
    name: 'multi-cancelled',
    title: 'multi-select with other and a default, cancelled (nothing chosen, no hint)',
    html: prompt('', 'provide_choice', {
      title: 'Build',
      prompt: 'Which platforms should the build target?',
      selection_mode: 'multi',
      options: [
        { id: 'linux', label: 'Linux', recommended: true },
        { id: 'macos', label: 'macOS' },
        { id: 'windows', label: 'Windows' },
      ],
      default_selection_ids: ['linux'],
    }),
    expectState: 'cancelled',
    setup: ({ element }) => element.locator('[part~=cancel]').click(),
  },
  { name: 'multi-outdated', title: 'multi-select with other, outdated', html: prompt('disabled value="macos"', 'choices-block', { ...platforms, maxSelections: 3, allowOther: true }), expectState: 'outdated' },
  {
    name: 'cancelled',
    title: 'cancelled (provide_choice, Cancel clicked)',
    html: prompt('', 'provide_choice', deploy()),
    expectState: 'cancelled',
    setup: ({ element }) => element.locator('[part~=cancel]').click(),
  },
  { name: 'countdown', title: 'countdown running, default preselected (provide_choice timeout_seconds)', html: prompt('', 'provide_choice', deploy({ timeout_seconds: 600 })), expectState: 'open' },
  { name: 'timeout', title: 'timed out, default sent', html: prompt('', 'provide_choice', deploy({ timeout_seconds: 1 })), expectState: 'timeout' },
  { name: 'pending', title: 'pending (block still streaming)', html: '<choice-prompt pending></choice-prompt>', expectState: 'pending' },
  {
    name: 'invalid-json',
    title: 'invalid: malformed JSON falls back to the raw block',
    html: `<choice-prompt><script type="application/json" dialect="choices-block">{"question": "Pick one", "options": [{"label": "A", </script></choice-prompt>`,
    expectState: 'invalid',
  },
  {
    name: 'invalid-request',
    title: 'invalid: a host-built request that fails validation',
    html: '<choice-prompt></choice-prompt>',
    expectState: 'invalid',
    setup: ({ element }) =>
      element.evaluate((el) => {
        el.request = { id: 'r1', dialect: 'choices-block', questions: [{ id: 'q1', text: 'Only one option?', options: [{ id: 'a', label: 'A', value: 'a' }], multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] }] };
      }),
  },
  { name: 'needs-question-set', title: 'invalid: three questions given to <choice-prompt>', html: prompt('', 'ask_user_question', setPayload), expectState: 'invalid' },
  {
    name: 'other',
    title: 'other: free text typed (allowOther)',
    html: prompt('', 'choices-block', { ...database, allowOther: true, placeholder: 'Another database' }),
    expectState: 'selected',
    setup: ({ element }) => element.locator('input').fill('CockroachDB'),
  },
  {
    name: 'text-only',
    title: 'text only (provide_choice text_input)',
    html: prompt('', 'provide_choice', { title: 'Naming', prompt: 'What should the new service be called?', selection_mode: 'text_input', placeholder: 'e.g. billing-api' }),
    expectState: 'open',
  },
  {
    name: 'annotations',
    title: 'annotations: option notes and a global note (provide_choice)',
    html: prompt('', 'provide_choice', {
      title: 'Review',
      prompt: 'Which findings should be fixed before merging?',
      selection_mode: 'multi',
      options: [
        { id: 'sql', label: 'SQL injection in search', recommended: true },
        { id: 'n1', label: 'N+1 query on the dashboard' },
        { id: 'log', label: 'Token written to the log' },
      ],
      allow_option_notes: true,
      allow_global_annotation: true,
    }),
    expectState: 'selected',
    setup: async ({ element }) => {
      await clickOption(element, 0);
      await element.locator('[part~=note] input').first().fill('Use a parameterized query.');
      await element.locator('textarea').fill('Ship the rest next sprint.');
    },
  },
  {
    name: 'rtl',
    title: 'RTL (dir="rtl", Hebrew)',
    dir: 'rtl',
    html: prompt('dir="rtl" lang="he"', 'choices-block', {
      question: 'באיזה מסד נתונים להשתמש?',
      options: [
        { label: 'PostgreSQL', value: 'postgres', description: 'SQL מלא, שכפול בוגר.', recommended: true },
        { label: 'SQLite', value: 'sqlite', description: 'קובץ אחד, בלי שרת.' },
      ],
      multiple: true,
    }),
    expectState: 'selected',
    setup: ({ element }) => clickOption(element, 0),
  },
  {
    name: 'rtl-arabic',
    title: 'RTL (dir="rtl", Arabic) with Latin words first',
    dir: 'rtl',
    html: prompt('dir="rtl" lang="ar"', 'choices-block', {
      question: 'أي قاعدة بيانات نستخدم للمشروع؟',
      options: [
        { label: 'PostgreSQL', value: 'postgres', description: 'PostgreSQL علائقية ومجرَّبة، مع نسخ متماثل ناضج.', recommended: true },
        { label: 'SQLite مضمَّنة', value: 'sqlite', description: 'SQL في ملف واحد بلا خادم.' },
      ],
    }),
    expectState: 'open',
  },
  {
    name: 'ltr-arabic-labels',
    title: 'LTR prompt with Arabic labels and descriptions',
    html: prompt('', 'choices-block', {
      question: 'Which language should the release notes use?',
      options: [
        { label: 'العربية', value: 'ar', description: 'للقراء في المنطقة العربية.' },
        { label: 'English', value: 'en', description: 'The default for every other region.' },
      ],
    }),
    expectState: 'open',
  },
  {
    name: 'long-text',
    title: 'long labels and an unbroken word',
    html: prompt('', 'choices-block', {
      question: 'The nightly job failed in `packages/server/src/integrations/payments/providers/StripeWebhookSignatureVerifier.ts`; what should happen now?',
      options: [
        { label: 'Retry the job with exponential back-off and alert the on-call engineer if it fails three more times', value: 'retry' },
        { label: 'Skip', value: 'skip', description: 'https://example.com/runbooks/payments/stripe/webhook-signature-verification-failures' },
      ],
    }),
    expectState: 'open',
  },
  { name: 'set-open', title: '<question-set> open (3 questions)', html: set('', setPayload), expectState: 'open' },
  {
    name: 'set-missing',
    title: '<question-set> Submit with questions left',
    html: set('', setPayload),
    setup: async ({ element }) => {
      await clickOption(element, 0, 0);
      await element.locator('[part~=submit]').click();
    },
    expectState: 'selected',
  },
  {
    name: 'set-answered',
    title: '<question-set> answered',
    html: set('', setPayload),
    setup: async ({ element }) => {
      await clickOption(element, 1, 0);
      await clickOption(element, 0, 1);
      await clickOption(element, 1, 1);
      await clickOption(element, 0, 2);
      await element.locator('[part~=submit]').click();
    },
    expectState: 'answered',
  },
  {
    name: 'set-cancelled',
    title: '<question-set> cancelled',
    html: set('', setPayload),
    setup: ({ element }) => element.locator('[part~=cancel]').click(),
    expectState: 'cancelled',
  },
  { name: 'set-outdated', title: '<question-set> outdated (disabled)', html: set('disabled', setPayload), expectState: 'outdated' },
  { name: 'set-pending', title: '<question-set> pending', html: '<question-set pending></question-set>', expectState: 'pending' },
];
