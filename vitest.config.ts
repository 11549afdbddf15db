import { defineConfig } from 'vitest/config';

// One runner for the unit and API tests of every workspace; the browser tests live in e2e/ and run apart.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The bench's declarations of each list's typical screens (bench/src/lists), checked against the lists.
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      // Checks of the repository as a whole (the architecture's import rules).
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        },
      },
    ],
  },
});
