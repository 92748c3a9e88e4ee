/**
 * The theme tokens: each public `--choice-prompt-*` property, with a literal fallback, copied
 * into a private `--_*` one for light, dark and `light-dark()`. A file of its own: it uses
 * `unsafeCSS`, which the build's template minifier leaves as written.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

/** token → [light, dark], for the public `--choice-prompt-<token>`. The only place the palette is written down. */
const TOKENS: Record<string, [string, string]> = {
  accent: ['#0969da', '#1f6feb'],
  'on-accent': ['#ffffff', '#ffffff'],
  'accent-text': ['#0969da', '#4493f8'],
  surface: ['#ffffff', '#151b23'],
  'surface-raised': ['#f6f8fa', '#212830'],
  border: ['#d1d9e0', '#3d444d'],
  'border-strong': ['#818b98', '#6e7781'],
  text: ['#1f2328', '#f0f6fc'],
  'text-muted': ['#59636e', '#9198a1'],
  danger: ['#d1242f', '#f85149'],
  success: ['#1a7f37', '#3fb950'],
};

function declarations(pick: (light: string, dark: string) => string): CSSResult {
  const lines = Object.entries(TOKENS).map(([name, [light, dark]]) => `--_${name}:var(--choice-prompt-${name},${pick(light, dark)});`);
  return unsafeCSS(lines.join(''));
}

// Written as the minifier would write it, since it leaves this file as written: a rule a line.
export const tokens = css`:host{color-scheme:light dark;${declarations((light) => light)}--_radius:var(--choice-prompt-radius,12px);--_gap:var(--choice-prompt-gap,.5rem);--_padding:var(--choice-prompt-padding,1rem);--_focus-ring:var(--choice-prompt-focus-ring,2px solid var(--_accent));--_focus-ring-selected:var(--choice-prompt-focus-ring-selected,3px solid var(--_text));--_accent-soft:color-mix(in srgb,var(--_accent) 9%,var(--_surface));--_mono:ui-monospace,SFMono-Regular,'SF Mono',Menlo,Consolas,'Liberation Mono',monospace}
@media (prefers-color-scheme:dark){:host{${declarations((_, dark) => dark)}--_accent-soft:color-mix(in srgb,var(--_accent) 18%,var(--_surface))}}
@supports (color:light-dark(#000,#fff)){:host{${declarations((light, dark) => `light-dark(${light},${dark})`)}--_accent-soft:light-dark(color-mix(in srgb,var(--_accent) 9%,var(--_surface)),color-mix(in srgb,var(--_accent) 18%,var(--_surface)))}}`;
