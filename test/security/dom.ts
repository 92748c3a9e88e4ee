/** Looking at everything an element rendered, through every (nested) shadow root. */

/** Every element under `root`: light DOM children and, for each element, its open shadow root, depth first. */
export function allElements(root: Node): Element[] {
  const out: Element[] = [];
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      if (child instanceof Element) {
        out.push(child);
        if (child.shadowRoot) visit(child.shadowRoot);
      }
      visit(child);
    }
  };
  if (root instanceof Element) {
    out.push(root);
    if (root.shadowRoot) visit(root.shadowRoot);
  }
  visit(root);
  return out;
}

/**
 * The rendered structure without its text: each element's tag and attribute names, in tree
 * order. Two renderings of payloads that differ only in their text must have the same
 * signature; any element or attribute a payload managed to create shows up as a difference.
 */
export function signature(root: Node): string[] {
  return allElements(root).map((el) => `${el.localName}[${el.getAttributeNames().sort().join(' ')}]`);
}

/** All text under `root`, shadow roots included, plus the values of text fields. */
export function allText(root: Node): string {
  const parts: string[] = [];
  for (const el of allElements(root)) {
    for (const child of el.childNodes) if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) parts.push(el.value, el.placeholder);
    for (const name of ['aria-label']) if (el.hasAttribute(name)) parts.push(el.getAttribute(name)!);
  }
  return parts.join('\n');
}

/** Attributes that load or run something when their value comes from a payload. */
const ACTIVE_ATTRIBUTES = /^(on.*|href|src|srcset|srcdoc|action|formaction|xlink:href|style|background|poster|data)$/i;

/** Every `tag@attribute` under `root` that could load a URL or run script. */
export function activeAttributes(root: Node): string[] {
  return allElements(root).flatMap((el) => el.getAttributeNames().filter((n) => ACTIVE_ATTRIBUTES.test(n)).map((n) => `${el.localName}@${n}`));
}

/** Waits for every Lit element under `root` (nested ones included) to finish rendering. */
export async function settled(root: Node): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const pending = allElements(root)
      .map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete)
      .filter((p): p is Promise<unknown> => p instanceof Promise);
    await Promise.all(pending);
  }
}
