import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';

// The app draws its text in the Roboto it ships (issue 24, "the screen depends on the viewer's fonts"): the font
// file is preloaded from the app's own origin, loads, and is the font the headings and body are drawn in, so no
// machine's own fallback (Arial, Liberation Sans, DejaVu) decides how wide a list's amounts are.

const session = useBrowser();

describe('shipped font', () => {
  it('preloads Roboto from the app and draws the page in it', async () => {
    const { page } = session;
    const fontResponses: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2'))
        fontResponses.push({ url: response.url(), status: response.status() });
    });
    await page.goto('/login');
    const heading = page.getByRole('heading', {
      level: 1,
      name: text('pt-BR', 'login.title', 'auth'),
      exact: true,
    });
    await heading.waitFor();

    const preload = page.locator('head link[rel="preload"][as="font"]');
    expect(await preload.count()).toBe(1);
    expect(await preload.getAttribute('href')).toMatch(/^\/assets\/roboto-latin-wght-normal-[\w-]+\.woff2$/);

    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const found: { family: string; status: string }[] = [];
      document.fonts.forEach((face) => found.push({ family: face.family, status: face.status }));
      return found;
    });
    expect(faces).toContainEqual({ family: 'Roboto Variable', status: 'loaded' });
    // Loaded, and at the sizes the page uses: check() is false when a text would need a face still missing.
    expect(
      await page.evaluate(() => document.fonts.check('400 14px "Roboto Variable"', 'US$ 123.486,78')),
    ).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('700 24px "Roboto Variable"', 'Ação'))).toBe(true);

    // Served by the app itself, once.
    const origin = new URL(page.url()).origin;
    expect(fontResponses).toEqual([
      { url: expect.stringMatching(new RegExp(`^${origin}/assets/`)), status: 200 },
    ]);

    for (const element of [heading, page.locator('body')])
      expect(await element.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Roboto Variable"/);
  });
});
