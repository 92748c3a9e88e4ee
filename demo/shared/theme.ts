/**
 * The theme picker every demo page has: System, Light or Dark, remembered across pages.
 * Each page also sets the saved theme from a one-line script in its <head> (shared/head.html),
 * before the first paint, so a dark page never flashes light.
 */
const KEY = 'choice-prompts-demo:theme';

export type Theme = 'system' | 'light' | 'dark';

export function savedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = theme;
}

/** Wires the radio group named `theme` inside `root`. */
export function initThemePicker(root: ParentNode = document): void {
  const theme = savedTheme();
  applyTheme(theme);
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
    input.checked = input.value === theme;
    input.addEventListener('change', () => {
      if (!input.checked) return;
      const next = input.value as Theme;
      if (next === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, next);
      applyTheme(next);
    });
  }
}
