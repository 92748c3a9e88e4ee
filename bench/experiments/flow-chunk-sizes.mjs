// What bundle.js could weigh if the answer flow and the full render were a chunk fetched when
// the first element connects (the route of issue 12 measured before building it). Each figure
// is built as bench/size-experiments.mjs builds bundle.js (production esbuild options,
// templates minified, `import()`s left out). `node bench/experiments/flow-chunk-sizes.mjs`
//
// 1. "stubbed": src/bundle.ts with the modules the chunk would take replaced by stubs (the
//    element keeps its own wiring of them, so this is an upper bound).
// 2. "route core": a shell holding only what the route leaves in bundle.js: both element
//    classes with every public property, the host-wide config, input reading with its pending
//    skeleton, loading line and fallbacks, the lazy upgrade, tab stops and the click/focus
//    listeners (to queue what arrives before the chunk), the light render with what it shows
//    of a restored answer, all stylesheets, the public exports. No queue or glue code: a lower
//    bound.
import { readFileSync } from 'node:fs';
import { minifyHTMLLiterals } from 'minify-literals';
import { KB, attribution, sizeOf } from '../size-tools.mjs';

/** Modules of src/ replaced by `contents` (path suffix → contents). */
function stubs(map) {
  return {
    name: 'stubs',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        for (const [suffix, contents] of Object.entries(map)) if (args.path.endsWith(suffix)) return { contents, loader: 'ts' };
        return undefined;
      });
    },
  };
}

const size = sizeOf;

/** The flow and full render, out of bundle.js. */
const flowStubs = {
  'src/components/answer/answer.controller.ts': `export class AnswerController { constructor(h){h.addController(this)} }`,
  'src/components/answer/draft.ts': `export class QuestionDraft {}`,
  'src/components/answer/settlement.ts': `export class Settlement {}`,
  'src/protocol/responses.ts': `export const answeredResponse=0, cancelledResponse=0, timeoutResponse=0, cancels=0;`,
  'src/components/answer/announcer.controller.ts': `export class AnnouncerController {}`,
  'src/components/answer/status-line.controller.ts': `export class StatusLineController {}`,
  'src/components/question/question.template.ts': `export const renderQuestion = (v) => import('./flow.js').then((m) => m.q(v));`,
  'src/components/request/request.template.ts': `export const renderRequest = (v) => import('./flow.js').then((m) => m.r(v));`,
  'src/components/question/other.template.ts': `export const renderOther = 0;`,
};
const sessionStub = { 'src/bind/session.ts': `export const bindSession = (...a) => import('./session-binding.js').then((m) => m.bindSession(...a));` };

const routeCore = `
  import { LitElement, nothing } from 'lit';
  import { property, state } from 'lit/decorators.js';
  import { ConfigController } from './src/components/config/config.controller.js';
  import { ElementSource } from './src/components/request/element-source.js';
  import { promptSource } from './src/components/choice-prompt/prompt-input.js';
  import { readSource, jsonConverter } from './src/components/request/request-source.js';
  import { RevealController } from './src/components/reveal/reveal.controller.js';
  import { RovingFocus } from './src/components/question/roving-focus.js';
  import { OptionEvents, groupOf } from './src/components/question/option-events.js';
  import { renderLite } from './src/components/question/question.template.js';
  import { requestLock, showsOnlyOptions, showsDraft } from './src/components/answer/rules.js';
  import { answerFromValue, summarize, statusLine } from './src/components/answer/wording.js';
  import { defaultAnswer, orderSelected } from './src/protocol/validate.js';
  import { choicesOf } from './src/components/answer/choices.js';
  import { say } from './src/components/strings/locale-format.js';
  import { stringsConverter } from './src/components/strings/strings.js';
  import { own } from './src/protocol/input.js';
  import { tokens } from './src/components/internal/tokens.styles.js';
  import { base } from './src/components/internal/shared.styles.js';
  import { skeleton } from './src/components/loading/skeleton.styles.js';
  import { questionStyles, promptHostStyles } from './src/components/question/question.styles.js';
  import { requestStyles } from './src/components/request/request.styles.js';
  export { defaultStrings, resolveStrings, formatString } from './src/components/strings/strings.js';
  export { provideChoiceConfig, choiceConfigContext } from './src/components/config/config.js';
  export const bindSession = (...a) => import('./session-binding.js').then((m) => m.bindSession(...a));
  const flowPart = { p: undefined, load() { return (this.p ??= import('./flow.js')); } };
  class Base extends LitElement {
    static styles = [tokens, base, skeleton, questionStyles, requestStyles];
    @property({ attribute: false }) request;
    @property({ type: Boolean, reflect: true }) disabled = false;
    @property({ type: Boolean, reflect: true }) answered = false;
    @property({ attribute: false }) response;
    @property({ type: Boolean }) pending = false;
    @property({ attribute: 'tab-stops' }) tabStops;
    @property({ converter: stringsConverter }) strings;
    @property() loading;
    @state() _preview;
    config = new ConfigController(this);
    flow;
    queue = [];
    input = new ElementSource(this, 'choice', (script, id) => this.readSource(script, id));
    roving = new RovingFocus(this, { items: (g) => [...this.renderRoot.querySelectorAll('[data-q="' + g + '"] button.option')], groupOf, mode: () => this.config.tabStops });
    reveal = new RevealController(this, { eager: () => this.config.loading === 'eager', updateNow: () => this.isConnected && this.performUpdate() });
    events = new OptionEvents({ roving: this.roving, reveal: this.reveal, choices: (i) => choicesOf(this.input.request.questions[i]), preview: () => {}, choose: (i, o) => this.queue.push([i, o]) });
    connectedCallback() { super.connectedCallback(); flowPart.load().then(() => this.requestUpdate()); }
    createRenderRoot() { const r = super.createRenderRoot(); this.events.listen(r); return r; }
    scheduleUpdate() { const g = this.reveal.gate; return g ? g.then(() => super.scheduleUpdate()) : super.scheduleUpdate(); }
    willUpdate() { this.input.read(true); }
    get lock() { return requestLock({ disabled: this.disabled, answered: this.answered, response: this.response, settled: undefined }); }
    restored(q) { const a = this.response?.answers; return a ? own(a, q.id) ?? { selected: [] } : this.value ? answerFromValue(q, this.value) : undefined; }
    shown(q) { const r = this.restored(q); const from = r ?? defaultAnswer(q); if (!showsDraft(this.lock, { origin: r ? 'restored' : 'defaults' })) return { selected: [] }; const a = { selected: orderSelected(q, from.selected ?? []) }; if (from.other?.trim()) a.other = from.other.trim(); return a; }
    get state() { const s = this.input.source; return s.kind === 'ok' ? this.lock ?? 'open' : s.kind; }
    render() {
      const strings = this.config.strings;
      const request = this.input.request;
      if (!request) return this.input.render(strings) ?? nothing;
      const lock = this.lock;
      const shown = (i) => this.shown(request.questions[i]);
      if (!showsOnlyOptions({ request, lock, sendsOnClick: true, shown })) return this.input.fallback(strings, say(strings, 'needsQuestionSet', { count: 2 }), (f) => f.renderMessageFallback('', strings));
      const summary = request.questions.map((q, i) => summarize(q, shown(i), strings)).join(strings.answerSeparator);
      return renderLite({ request, strings, lock, lang: this.config.lang, shown, status: statusLine(strings, lock, summary), tabIndexFor: (i, o) => this.roving.tabIndexFor(i, o) });
    }
  }
  export class ChoicePrompt extends Base {
    static styles = [...Base.styles, promptHostStyles];
    @property() question;
    @property({ converter: jsonConverter }) options;
    @property({ type: Boolean, reflect: true }) multiple = false;
    @property({ type: Number, attribute: 'min-selections' }) minSelections;
    @property({ type: Number, attribute: 'max-selections' }) maxSelections;
    @property({ type: Boolean, attribute: 'allow-other' }) allowOther = false;
    @property() placeholder;
    @property() value;
    readSource(script, id) { return promptSource(this, script, id); }
  }
  export class QuestionSet extends Base {
    readSource(script, id) { return readSource({ pending: this.pending, request: this.request, script, id }); }
  }
  if (!customElements.get('choice-prompt')) customElements.define('choice-prompt', ChoicePrompt);
  if (!customElements.get('question-set')) customElements.define('question-set', QuestionSet);
`;

/** The rules of shared.styles.ts that only the full render's extras use (hints, Submit/Cancel, text fields), left out. */
const fullOnlyCss = {
  name: 'full-only css out',
  setup(b) {
    b.onLoad({ filter: /shared\.styles\.ts$/ }, async (args) => {
      let text = readFileSync(args.path, 'utf8');
      for (const selector of ['.hint', '.hint svg', '.hint.problem', '.actions', '.button', '.button.primary', '.button.primary:hover', '.button.secondary', '.button.secondary:hover', '.field', '.field label', '.field textarea', '.field textarea::placeholder', '.field textarea:focus-visible', ".field [aria-invalid='true']", '.field [readonly]']) {
        text = text.replace(new RegExp(`\\n\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,[^{]*)?\\s*\\{[^}]*\\}`), '\n');
      }
      const minified = await minifyHTMLLiterals(text, { fileName: args.path, sourceMap: false });
      return { contents: minified?.code ?? text, loader: 'ts' };
    });
  },
};

/** `text` without the part from `from` (included) to `to` (excluded; the end when absent). */
const cut = (text, from, to) => text.slice(0, text.indexOf(from)) + (to ? text.slice(text.indexOf(to)) : '');
const roving = readFileSync('src/components/question/roving-focus.ts', 'utf8');
const optionEvents = readFileSync('src/components/question/option-events.ts', 'utf8');
/** Tab stops and the click/focus listeners only: arrows, Home/End and digits handled by the chunk (queued before it is here). */
const keyboardOut = stubs({
  'src/components/question/roving-focus.ts': cut(cut(roving, '  /** Arrow/Home/End handling', '  /** Focus arriving on an option'), '/** Whether `el` lays out right to left'),
  'src/components/question/option-events.ts': cut(optionEvents, '  /** Arrows, Home/End move; a digit chooses.', '  /** A click on an option').replace("import { digitShortcut } from '../answer/rules.js';", ''),
});

const rows = [
  ['bundle.js today (src/bundle.ts)', await size({ entry: 'src/bundle.ts' })],
  ['stubbed: answer flow + full templates out (upper bound)', await size({ entry: 'src/bundle.ts', plugins: [stubs(flowStubs)] })],
  ['stubbed, and bindSession lazy', await size({ entry: 'src/bundle.ts', plugins: [stubs({ ...flowStubs, ...sessionStub })] })],
  ['route core (lower bound, no glue)', await size({ stdin: routeCore })],
  ['route core, full-only rules of shared.styles.ts out too', await size({ stdin: routeCore, plugins: [fullOnlyCss] })],
  ['route core, those rules and the keyboard out too', await size({ stdin: routeCore, plugins: [keyboardOut, fullOnlyCss] })],
];
const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, kb] of rows) console.log(`${name.padEnd(width)}  ${kb.toFixed(2).padStart(6)} KB`);

// Where the route core's bytes go: each module's marginal gzip cost (as in size-experiments.mjs,
// on a build keeping esbuild's per-module markers, so figures run a little high).
const { all, groups } = await attribution({ stdin: routeCore });
console.log(`\nroute core, marginal gzip bytes per module (of ${(all / KB).toFixed(1)} KB unminified-whitespace):`);
for (const [name, bytes] of groups.filter(([, b]) => b >= 150)) console.log(`${(bytes / KB).toFixed(2).padStart(6)} KB  ${name}`);
