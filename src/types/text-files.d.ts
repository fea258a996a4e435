// A YAML file imported by the code is its text: the build bundles it (esbuild's text loader) and the
// tests load it the same way (vitest.config.ts), so the file in the source tree is the one copy.
declare module '*.yaml' {
  const text: string;
  export default text;
}
