/**
 * How the elements open a confirmation (Submit with questions unanswered; Approve all or Deny
 * all in the queue): a `<dialog>` marked `aria-modal="true"`, opened with `show()` rather
 * than `showModal()`.
 *
 * Why not `showModal()`: it makes the rest of the page inert, and when the dialog closes
 * Chromium puts that content back in the accessibility tree at once. Orca then reads every
 * live region on the page that holds text (each prompt's state line, its last remark) as
 * if it were new, and says nothing of where focus went back to. Someone pressing Escape
 * heard six stale messages and not "Approve all, push button". Opened with `show()`, nothing
 * is taken out of the tree, so nothing comes back.
 *
 * What a modal dialog gives is kept by hand: focus starts on the `[autofocus]` control, Tab
 * and Shift+Tab go round the dialog's buttons, Escape is the dialog's own (it goes back, and
 * no host handler takes it as a dismissal), and a press outside the dialog goes back too
 * rather than acting on the page behind it. The dimmed page behind is the dialog's style
 * (`confirmStyles`), over the whole viewport: a host that contains its paint has that lifted
 * while the dialog is open (`closeConfirm` gives it back).
 */

/** What closing each open confirmation puts back on its host. */
const restores = new WeakMap<HTMLDialogElement, () => void>();

/** Opens `dialog` as a modal confirmation; `back` is called on Escape or a click outside it. */
export function openConfirm(dialog: HTMLDialogElement, back: () => void): void {
  if (dialog.open) return;
  dialog.setAttribute('aria-modal', 'true');
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      back();
    } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const buttons = [...dialog.querySelectorAll('button')];
      const at = buttons.indexOf(event.target as HTMLButtonElement);
      const to = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
      event.preventDefault();
      buttons[to]?.focus();
    }
  });
  // The page behind stays where it is for a pointer: a press outside the dialog keeps focus
  // in it (mousedown), and its click goes back instead of reaching what was under it.
  const doc = dialog.ownerDocument;
  const outside = (event: Event) => {
    if (!dialog.isConnected || !dialog.open) return stop();
    if (event.composedPath().includes(dialog)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'click') {
      stop();
      back();
    }
  };
  const stop = () => {
    doc.removeEventListener('mousedown', outside, true);
    doc.removeEventListener('click', outside, true);
  };
  doc.addEventListener('mousedown', outside, true);
  doc.addEventListener('click', outside, true);
  // A `<choice-prompt>` contains its paint (content-visibility), which would hold a fixed
  // dialog inside the card: lifted while the dialog is open.
  const host = (dialog.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
  if (host && getComputedStyle(host).contentVisibility !== 'visible') {
    const before = host.style.getPropertyValue('content-visibility');
    host.style.setProperty('content-visibility', 'visible');
    restores.set(dialog, () => (before ? host.style.setProperty('content-visibility', before) : host.style.removeProperty('content-visibility')));
  }
  dialog.show();
  dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
}

/** Closes a confirmation `openConfirm` opened, and gives its host back its own style. */
export function closeConfirm(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  restores.get(dialog)?.();
  restores.delete(dialog);
}
