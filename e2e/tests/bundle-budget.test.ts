import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';

// The first screen must stay light on slow links: at most 250 kB of gzipped JavaScript, counting every
// script the browser actually fetched (entry, preloaded chunks, the language catalogue), not a guess
// from the build output. Add '/login' here once the sign-in route exists.
const budgetBytes = 250_000;
const session = useBrowser();

describe('JavaScript budget', () => {
  it('loads at most 250 kB gzipped for the first route', async () => {
    const { page } = session;
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body).length]));
    });

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: text('pt-BR', 'app.title'), exact: true }).waitFor();
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes.map(([path, size]) => `${(size / 1000).toFixed(1)} kB ${path}`).join('\n');

    expect(sizes.length, 'no script was fetched: is the page loading at all?').toBeGreaterThan(0);
    expect(total, `gzipped scripts fetched for /:\n${report}`).toBeLessThanOrEqual(budgetBytes);
    console.log(`First route JavaScript: ${(total / 1000).toFixed(1)} kB gzipped\n${report}`);
  });
});
