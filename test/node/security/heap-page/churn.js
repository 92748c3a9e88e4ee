// Mounts and removes prompts the ways a chat host does: `<choice-prompt>` with a `request`
// (a running clock included), `<choice-prompt>` with a JSON script child (watched by a
// MutationObserver), and `<question-set>` (its questions rendered in its own shadow root). Some
// are answered before they go. Exposed as `window.churn(count)`.
const stage = document.getElementById('stage');
const BATCH = 250;

function choiceRequest(i) {
  return {
    id: `req-${i}`,
    dialect: 'provide_choice',
    title: `Request ${i}`,
    submitMode: 'confirm',
    timeoutMs: 60_000,
    annotations: { perOption: true, global: true },
    questions: [
      {
        id: 'q0',
        text: `Question ${i}?`,
        options: [
          { id: 'a', label: 'Alpha', value: 'a', recommended: true, description: 'The first' },
          { id: 'b', label: 'Beta', value: 'b' },
        ],
        multiple: false,
        allowOther: true,
        placeholder: 'Or type',
        minSelections: 0,
        maxSelections: 1,
        defaults: ['a'],
      },
    ],
  };
}

function setRequest(i) {
  const question = (q) => ({
    id: `q${q}`,
    text: `Question ${q}?`,
    header: `H${q}`,
    options: [
      { id: 'o0', label: 'One', value: 'One', preview: 'preview text' },
      { id: 'o1', label: 'Two', value: 'Two' },
    ],
    multiple: q === 1,
    allowOther: true,
    minSelections: 1,
    maxSelections: q === 1 ? 2 : 1,
    defaults: [],
  });
  return { id: `set-${i}`, dialect: 'ask_user_question', timeoutMs: 60_000, questions: [question(0), question(1)] };
}

function make(kind, i) {
  if (kind === 'set') {
    const set = document.createElement('question-set');
    set.request = setRequest(i);
    return set;
  }
  const prompt = document.createElement('choice-prompt');
  if (kind === 'request') {
    prompt.request = choiceRequest(i);
  } else {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify({ question: `Block ${i}?`, options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] });
    prompt.append(script);
  }
  return prompt;
}

async function rendered(elements) {
  await Promise.all(elements.map((el) => el.updateComplete));
}

/** Mounts `count` elements of `kinds` in turn, in batches, answering every tenth, and removes them all. */
window.churn = async (count, kinds = ['request', 'script', 'set']) => {
  for (let done = 0; done < count; done += BATCH) {
    const elements = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) elements.push(make(kinds[i % kinds.length], i));
    stage.append(...elements);
    await rendered(elements);
    elements.forEach((el, i) => {
      if (i % 10 !== 0) return;
      el.shadowRoot.querySelector('button.option')?.click();
      el.shadowRoot.querySelector('[part~="submit"]')?.click();
    });
    await rendered(elements);
    for (const el of elements) el.remove();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return stage.childElementCount;
};
