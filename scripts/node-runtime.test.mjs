import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUNTIMES, isSupported, lowestSupported } from './node-runtime.mjs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the Node the project runs on', () => {
  it('is one the project supports (npm scripts and npx run on Node 24 from the registry where the system Node is older)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
    expect(isSupported(process.version), `${process.version} below ${root.engines.node}`).toBe(true);
  });

  it('supports what engines says: 22 from its lower bound, 24 and later; not 20', () => {
    const lowest = lowestSupported();
    expect(lowest[0]).toBe(22);
    expect(isSupported(`v${lowest.join('.')}`)).toBe(true);
    expect(isSupported(`v22.${lowest[1] - 1}.9`)).toBe(false);
    expect(isSupported('v20.20.2')).toBe(false);
    expect(isSupported('v24.0.0')).toBe(true);
    expect(isSupported('v26.1.0')).toBe(true);
  });

  it('pins a supported Node 22 and 24, each with its tarball integrity', () => {
    for (const [major, { version, integrity }] of Object.entries(RUNTIMES)) {
      expect(version.split('.')[0]).toBe(major);
      expect(isSupported(version)).toBe(true);
      expect(integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    }
  });
});
