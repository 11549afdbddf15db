import { expect, it } from 'vitest';

// The browser tests, and the server the harness starts with this same binary (process.execPath), run on a
// supported Node: where the system Node is older than 22, npm's node_modules/.bin/node (Node 24 from the npm
// registry, scripts/node-runtime.mjs) is the one `npm test` and `npx vitest` start.
it('runs on Node 22 or later', () => {
  expect(Number(process.versions.node.split('.')[0]), process.execPath).toBeGreaterThanOrEqual(22);
});
