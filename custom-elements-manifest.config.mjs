// custom-elements.json, for editors, Storybook and the JSX types' tests: the elements as their
// JSDoc describes them, each module named by the file the package ships (dist/…/*.js). Every
// component module is read (an element inherits from what it imports); only elements are kept.

/** `src/x/y.ts` (or `/src/x/y.js`, as the analyzer names a superclass's module) as the shipped `dist/x/y.js`. */
const shipped = (path) => path.replace(/^\/?src\/(.+)\.[jt]s$/, 'dist/$1.js');

/** Names every module by its shipped file. */
function renameModules(value) {
  if (Array.isArray(value)) value.forEach(renameModules);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && typeof inner === 'string') value[key] = shipped(inner);
      else renameModules(inner);
    }
  }
}

/** Keeps the modules that declare or define a custom element, or hold a class one extends; names them as shipped. */
function elementModulesOnly() {
  return {
    name: 'element-modules-only',
    packageLinkPhase({ customElementsManifest }) {
      renameModules(customElementsManifest.modules);
      const { modules } = customElementsManifest;
      const elements = modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
      const bases = new Set(elements.map((d) => d.superclass?.module).filter(Boolean));
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
