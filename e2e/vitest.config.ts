import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the built app: one server for the whole run (global setup), files one at a time
// because they share that server's database and a browser per file is enough load for a small machine.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.test.ts'],
    globalSetup: ['harness/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // expect.poll waits for a state, never a fixed time; its default 1 s limit is shorter than a page's first
    // render on two busy cores, so a slow host failed tests that were right.
    expect: { poll: { timeout: 10_000 } },
  },
});
