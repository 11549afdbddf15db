import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import {
  catalogue,
  mainNav,
  menuText,
  openInShell,
  pageWords,
  saveSettings,
  shell,
  signInToShell,
} from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
const common = (key: string) => text('pt-BR', key);
let user: TestUser;
let missingKeys: string[] = [];

beforeAll(async () => {
  user = await createUser('shellsettings', { admin: true });
  missingKeys = await signInToShell(session, user);
}, 120_000);

afterEach(() => {
  expect(missingKeys.splice(0), 'translations missing on screen').toEqual([]);
});

async function me(
  page: Page,
): Promise<{ locale: string; settings: Record<string, unknown>; shortcuts: string[] }> {
  const response = await page.request.get('/api/auth/me');
  return (
    (await response.json()) as {
      user: { locale: string; settings: Record<string, unknown>; shortcuts: string[] };
    }
  ).user;
}

const px = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

describe('toolbar', () => {
  it('changes the font size from 70 % to 130 % in 10 % steps, and keeps it', async () => {
    const { page, context } = session;
    await saveSettings(context, {});
    await openInShell(page, '/home');
    const h1Before = await px(page, 'h1');
    expect(await px(page, 'html')).toBe(16);

    await page.getByRole('button', { name: new RegExp(`^${shell('fontSize.label')}`) }).click();
    const slider = page.getByRole('slider', { name: shell('fontSize.label') });
    await slider.focus();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('120');
    expect(await px(page, 'html')).toBeCloseTo(19.2, 1);
    expect(await px(page, 'h1')).toBeCloseTo(h1Before * 1.2, 0);
    await saved;

    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('130');
    await page.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('70');
    expect(await px(page, 'html')).toBeCloseTo(11.2, 1);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await me(page)).settings).toMatchObject({ fontSize: 70 });
    await openInShell(page, '/home');
    expect(await px(page, 'html')).toBeCloseTo(11.2, 1);
    await saveSettings(context, {});
  });

  it('searches the menu: Ctrl+K, at most 10 suggestions, arrows and Enter', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: shell('search.label') });
    await box.waitFor();
    await box.fill('a');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBe(10);
    await box.fill('cambio');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(10);
    await box.fill('saldo');
    expect(await options.count()).toBe(1);
    await box.fill('a');
    await page.keyboard.press('ArrowDown');
    const second = await options.nth(1).getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(second);
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await box.fill('contas a receber');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/receive-month');
    await page.getByRole('heading', { level: 1, name: menuText('screens.receiveMonth') }).waitFor();
    // The toolbar button opens it too.
    await page.getByRole('button', { name: shell('search.open') }).click();
    await box.waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
  });

  it('adds and removes shortcuts, kept with the profile', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    await page.getByRole('button', { name: shell('shortcuts.manage') }).click();
    await page.getByLabel(shell('shortcuts.find')).fill('saldo');
    const add = shell('shortcuts.add').replace('{{title}}', menuText('nav.balance'));
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'));
    await page.getByRole('button', { name: add }).click();
    await saved;
    await page.keyboard.press('Escape');
    const toolbarLink = page.getByRole('banner').getByRole('link', { name: menuText('nav.balance') });
    await toolbarLink.waitFor();
    expect((await me(page)).shortcuts).toEqual(['shipments.balance']);

    await openInShell(page, '/home');
    const homeShortcut = page.getByRole('region', { name: text('pt-BR', 'shortcuts.title', 'home') });
    await homeShortcut.getByRole('link', { name: new RegExp(menuText('nav.balance')) }).waitFor();
    await toolbarLink.click();
    await page.waitForURL('**/balance');

    await page.getByRole('button', { name: shell('shortcuts.manage') }).click();
    await page
      .getByRole('button', { name: shell('shortcuts.remove').replace('{{title}}', menuText('nav.balance')) })
      .click();
    await page.keyboard.press('Escape');
    await toolbarLink.waitFor({ state: 'detached' });
    await expect.poll(async () => (await me(page)).shortcuts).toEqual([]);
  });

  it("copies with 'Copied to clipboard' (the user's e-mail from the user menu)", async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await openInShell(page, '/home');
    await page
      .getByRole('button', { name: new RegExp(shell('userMenu.open').replace('{{name}}', '')) })
      .click();
    await page.getByRole('menuitem', { name: shell('userMenu.copyEmail') }).click();
    await page
      .getByRole('region', { name: common('notifications.label') })
      .getByText(common('clipboard.copied'), { exact: true })
      .waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(user.email);
  });

  it('switches the language of every label on the page, and keeps it with the user', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    const namespaces = ['common', 'shell', 'menu', 'home'];
    // Texts that exist in one language only (not equal in both, no placeholders).
    const only = (language: 'pt-BR' | 'en') => {
      const other = language === 'en' ? 'pt-BR' : 'en';
      const mine = namespaces.flatMap((ns) => [...catalogue(language, ns).values()]);
      const theirs = new Set(namespaces.flatMap((ns) => [...catalogue(other, ns).values()]));
      return mine.filter((s) => !theirs.has(s) && !s.includes('{{') && s.length > 3);
    };
    // Whole words only: "Import" is not left over in "Importação".
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const leftovers = (words: string, language: 'pt-BR' | 'en') =>
      only(language).filter((s) => new RegExp(`(^|[^\\p{L}])${escape(s)}([^\\p{L}]|$)`, 'u').test(words));

    const ptWords = await pageWords(page);
    expect(leftovers(ptWords, 'en')).toEqual([]);
    expect(ptWords).toContain(menuText('nav.shipments'));

    await page.getByRole('button', { name: new RegExp(`^${common('language.label')}`) }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences'));
    await page.getByRole('menuitem', { name: common('language.en') }).click();
    await page.locator('html[lang="en"]').waitFor();
    await saved;
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    const enWords = await pageWords(page);
    expect(leftovers(enWords, 'pt-BR'), 'Portuguese left on the English page').toEqual([]);
    expect(enWords).toContain(menuText('nav.shipments', 'en'));
    // Nothing on screen looks like a catalogue key.
    expect(
      enWords.split('\n').filter((line) => /^[a-z][A-Za-z]+(\.[A-Za-z0-9_-]+)+$/.test(line.trim())),
    ).toEqual([]);
    expect(await page.title()).toBe(`${menuText('screens.home', 'en')} · ${text('en', 'app.title')}`);
    await screenshot(page, 'shell-home-en');
    expect((await me(page)).locale).toBe('en');

    await page.getByRole('button', { name: new RegExp(`^${text('en', 'language.label')}`) }).click();
    await page.getByRole('menuitem', { name: text('en', 'language.pt-BR') }).click();
    await page.locator('html[lang="pt-BR"]').waitFor();
    await page.getByRole('heading', { level: 1, name: /^Bem-vindo/ }).waitFor();
    expect(leftovers(await pageWords(page), 'en'), 'English left on the Portuguese page').toEqual([]);
    await expect.poll(async () => (await me(page)).locale).toBe('pt-BR');
  });
});

describe('settings', () => {
  it('applies changes live, saves them debounced, and restores them on a fresh browser', async () => {
    const { page, context } = session;
    await saveSettings(context, {});
    await openInShell(page, '/home');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/account/preferences')) puts.push(r.postData() ?? '');
    });

    await page.getByRole('button', { name: shell('settings.title') }).click();
    const panel = page.getByRole('dialog', { name: shell('settings.title') });
    await panel.getByRole('radio', { name: shell('settings.layouts.layout1') }).check();
    // Live: the layout changed under the open panel.
    await page.locator('[data-layout="layout1"]').waitFor();
    await panel.getByRole('radio', { name: shell('settings.navbarStyles.style-3-dense') }).check();
    await panel.getByRole('radio', { name: shell('settings.positions.right') }).check();
    await panel.getByRole('radio', { name: shell('settings.modes.boxed') }).check();
    await page.locator('[data-layout-mode="boxed"]').waitFor();
    // Four quick changes: saved together once they stop (300 ms debounce), not one request each. The save
    // that carries the last change ends the burst; one request a change would make that the fourth.
    await expect
      .poll(() => JSON.parse(puts.at(-1) ?? '{}') as unknown, { timeout: 3_000 })
      .toMatchObject({
        settings: { layout: { style: 'layout1', config: { mode: 'boxed', navbar: { position: 'right' } } } },
      });
    expect(puts.length).toBeLessThan(4);
    const savesBefore = puts.length;
    await screenshot(page, 'shell-settings-panel', { viewport: true });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: shell('schemes.title') }).click();
    const schemes = page.getByRole('dialog', { name: shell('schemes.title') });
    await schemes.getByRole('button', { name: shell('schemes.cambioonDark') }).click();
    const background = () => page.evaluate('getComputedStyle(document.body).backgroundColor');
    await expect.poll(background).toBe('rgb(14, 26, 27)');
    await page.keyboard.press('Escape');
    await expect.poll(() => puts.length, { timeout: 3_000 }).toBe(savesBefore + 1);
    const stored = (await me(page)).settings;
    expect(stored).toMatchObject({
      layout: {
        style: 'layout1',
        config: { mode: 'boxed', navbar: { style: 'style-3-dense', position: 'right' } },
      },
      theme: {
        main: 'cambioonDark',
        navbar: 'cambioonDark',
        toolbar: 'cambioonDark',
        footer: 'cambioonDark',
      },
    });

    // Sign out, then sign in on a browser that has never seen this user.
    await page
      .getByRole('button', { name: new RegExp(shell('userMenu.open').replace('{{name}}', '')) })
      .click();
    await page.getByRole('menuitem', { name: common('logout.action') }).click();
    await page.waitForURL('**/login');

    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
    try {
      const other = await fresh.newPage();
      await signIn(other, user);
      await other.waitForURL('**/home');
      await other.locator('[data-layout="layout1"][data-layout-mode="boxed"]').waitFor();
      const rail = other.locator('[data-navbar-style="style-3-dense"]');
      await rail.waitFor();
      const railBox = await rail.boundingBox();
      const mainBox = await other.locator('main').boundingBox();
      expect(railBox?.x).toBeGreaterThan(mainBox?.x ?? Infinity); // on the right
      expect(await other.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(14, 26, 27)');
      await mainNav(other).waitFor();
      await screenshot(other, 'shell-settings-restored');
    } finally {
      await fresh.close();
    }
    await signIn(page, user);
    await saveSettings(context, {});
  }, 120_000);
});
