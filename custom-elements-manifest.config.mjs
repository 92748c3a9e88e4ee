// custom-elements.json, for editors, Storybook and the JSX types' tests: the elements' classes
// as read from their JSDoc. The analyzer reads every component module (an element inherits
// members from modules it imports), but the manifest keeps only what describes an element.

/** Drops the modules that neither declare nor define a custom element, nor hold a class one extends. */
function elementModulesOnly() {
  return {
    name: 'element-modules-only',
    packageLinkPhase({ customElementsManifest }) {
      const { modules } = customElementsManifest;
      const elements = modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
      const bases = new Set(elements.map((d) => d.superclass?.module).filter(Boolean).map((path) => path.replace(/^\//, '')));
      customElementsManifest.modules = modules.filter((m) =>
        bases.has(m.path) ||
        (m.declarations ?? []).some((d) => d.customElement) ||
        (m.exports ?? []).some((e) => e.kind === 'custom-element-definition'));
    },
  };
}

export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.styles.ts'],
  litelement: true,
  plugins: [elementModulesOnly()],
};
