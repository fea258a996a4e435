// Data files shipped inside the bundles: a `.yaml` import is the file's text (esbuild's text loader; the
// test runner's loader in vitest.config.ts does the same).
declare module '*.yaml' {
  const text: string;
  export default text;
}
