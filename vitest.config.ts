import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A YAML file the code imports is its text, as the build bundles it (scripts/build-options.mjs).
  plugins: [
    {
      name: 'yaml-text',
      enforce: 'pre',
      transform: (code, id) =>
        id.endsWith('.yaml') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined,
    },
  ],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Property tests: one fixed seed unless SWEEP_PROPERTY_SEED is set.
    setupFiles: ['test/support/fast-check-setup.ts'],
    // The workflow parser imports JSON without import attributes: let vite transform it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    // Tests that need the reference project's data (test/support/reference.ts): skipped when it is absent.
    tags: [
      { name: 'reference-inputs', description: "needs the reference's configs and changelog (snapshot/)" },
      { name: 'reference-outputs', description: "needs the reference planner's outputs (golden/)" },
    ],
  },
});
