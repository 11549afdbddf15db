/**
 * The caller's environment for a child process, minus what Vitest adds to its own: NODE_ENV=test would
 * make Vite build React's development bundle, and VITEST* would make the server think it is a unit test.
 */
export function childEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST'),
  );
  return { ...Object.fromEntries(inherited), ...overrides };
}
