import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';

const session = useBrowser();
const pt = (key: string, namespace?: string) => text('pt-BR', key, namespace);
const en = (key: string, namespace?: string) => text('en', key, namespace);

describe('smoke', () => {
  it('answers GET /api/health with ok', async () => {
    const response = await session.context.request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the licence and the third-party notices, and no page for an unknown non-app path', async () => {
    const { request } = session.context;
    expect(await (await request.get('/LICENSE.txt')).text()).toContain('MIT License');
    const notices = await request.get('/THIRD_PARTY_NOTICES.txt');
    expect(notices.status()).toBe(200);
    expect(await notices.text()).toContain('SIL OPEN FONT LICENSE Version 1.1');
    for (const path of ['/metrics', '/.env', '/favicon-nope.png']) {
      const res = await request.get(path, { headers: { accept: '*/*' } });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  it('links the licences and credits from the sign-in page', async () => {
    const { page } = session;
    await page.goto('/login');
    const link = page.getByRole('contentinfo').getByRole('link', { name: pt('legal.notices'), exact: true });
    expect(await link.getAttribute('href')).toBe('/THIRD_PARTY_NOTICES.txt');
    expect(await link.getAttribute('target')).toBe('_blank');
    const served = await session.context.request.get((await link.getAttribute('href')) ?? '');
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('date-holidays');
  });

  it('opens the sign-in page in Portuguese for a visitor', async () => {
    const { page } = session;
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: pt('login.title', 'auth'), exact: true }).waitFor();
    expect(await page.title()).toBe(pt('app.title'));
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await screenshot(page, 'smoke-login-pt-BR');
  });

  it('sends an unknown path to /404 with the not-found message', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { level: 1, name: pt('notFound.message'), exact: true }).waitFor();
  });

  it('switches to English, keeps it across a reload, and switches back', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: pt('language.en'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('login.title', 'auth'), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe(en('app.title'));
    await screenshot(page, 'smoke-login-en');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: en('login.title', 'auth'), exact: true }).waitFor();

    await page.goto('/404');
    // The specification's exact words, not the catalogue's: this is the check that they stay so.
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Sorry but we could not find the page you are looking for',
        exact: true,
      })
      .waitFor();

    // Leaves Portuguese selected again so the order of the tests in this file does not matter.
    await page.getByRole('button', { name: en('language.pt-BR'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: pt('notFound.message'), exact: true }).waitFor();
  });
});
