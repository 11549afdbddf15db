import { TREASURY_REPORTS } from '@fxbo/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { mainNav, menuText, openInShell, saveSettings, shell, signInToShell } from '../harness/shell';
import { grantPermissions, signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
const common = (key: string) => text('pt-BR', key);
const nav = (key: string) => menuText(`nav.${key}`);
let missingKeys: string[] = [];

let admin: TestUser;
let limited: TestUser;

beforeAll(async () => {
  [admin, limited] = await Promise.all([createUser('shellnav', { admin: true }), createUser('shelllimited')]);
  await grantPermissions(limited.email, ['balance.consult']);
  missingKeys = await signInToShell(session, admin);
}, 120_000);

const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
const NAVBAR_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;

/** From the current page to /balance through the menu, as each kind of navbar offers it. */
async function goToBalance(page: Page, layout: string, style: string) {
  const menu = mainNav(page);
  if (layout !== 'layout1') {
    await menu.getByRole('button', { name: nav('shipments') }).click();
    await page.getByRole('menuitem', { name: nav('balance') }).click();
  } else if (style.startsWith('style-3')) {
    await menu.getByRole('button', { name: nav('shipments') }).click();
    await page
      .getByRole('navigation', { name: nav('shipments') })
      .getByRole('link', { name: nav('balance') })
      .click();
  } else {
    await menu.getByRole('button', { name: nav('shipments') }).click();
    await menu.getByRole('link', { name: nav('balance') }).click();
  }
  await page.waitForURL('**/balance');
  await page.getByRole('heading', { level: 1, name: menuText('screens.balance') }).waitFor();
}

describe('layouts and navbar styles', () => {
  it('renders every layout with every navbar style and navigates through its menu', async () => {
    const { page, context } = session;
    for (const layout of LAYOUTS) {
      for (const style of NAVBAR_STYLES) {
        await saveSettings(context, { layout: { style: layout, config: { navbar: { style } } } });
        await openInShell(page, '/home');
        expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe(layout);
        await mainNav(page).waitFor();
        const kind = await mainNav(page).evaluate(
          (el) =>
            el.closest('[data-navbar-style]')?.getAttribute('data-navbar-style') ??
            el.getAttribute('data-navbar-style'),
        );
        expect(kind, `${layout} ${style}`).toBe(layout === 'layout1' ? style : 'horizontal');
        await goToBalance(page, layout, style);
        // Layout 3 carries the logo in the toolbar, layout 2 at the start of the menu bar.
        const logo = page.getByRole('link', {
          name: shell('logo.home').replace('{{app}}', common('app.title')),
        });
        expect(await logo.count(), `${layout} ${style} logo`).toBeGreaterThan(0);
      }
    }
    await saveSettings(context, {});
    expect(missingKeys).toEqual([]);
  }, 120_000);

  it('folds and unfolds the style 2 navbar, and opens it over the page when the pointer rests 150 ms', async () => {
    const { page, context } = session;
    await saveSettings(context, { layout: { style: 'layout1', config: { navbar: { style: 'style-2' } } } });
    await openInShell(page, '/home');
    const navbar = page.locator('[data-navbar-style="style-2"]');
    expect(await navbar.getAttribute('data-navbar-state')).toBe('open');
    expect((await navbar.boundingBox())?.width).toBe(280);
    const main = page.locator('main');
    const mainLeftOpen = (await main.boundingBox())?.x;

    await page.getByRole('button', { name: shell('toolbar.toggleNavbar') }).click();
    await page.locator('[data-navbar-state="folded"]').waitFor();
    // The end of the width transition.
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
    expect((await main.boundingBox())?.x).toBeLessThan(mainLeftOpen ?? 0);
    await screenshot(page, 'shell-navbar-folded');

    // Time from the pointer entering the navbar to it opening, measured in the page.
    await page.evaluate(`(() => {
      const el = document.querySelector('[data-navbar-style="style-2"]');
      window.__enteredAt = undefined; window.__openedAt = undefined;
      el.addEventListener('mouseenter', () => { window.__enteredAt = performance.now(); }, { once: true });
      new MutationObserver((records, observer) => {
        if (el.getAttribute('data-navbar-state') === 'folded-open') { window.__openedAt = performance.now(); observer.disconnect(); }
      }).observe(el, { attributes: true });
    })()`);
    const box = await navbar.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 30, (box?.y ?? 0) + 300);
    await page.locator('[data-navbar-state="folded-open"]').waitFor();
    const [enteredAt, openedAt] = (await page.evaluate(
      '[window.__enteredAt, window.__openedAt]',
    )) as number[];
    expect((openedAt ?? 0) - (enteredAt ?? 0)).toBeGreaterThanOrEqual(140);
    // Open over the page: 280 px wide (once the transition ends) while the page keeps the folded offset.
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(280);
    expect((await main.boundingBox())?.x).toBeLessThan(mainLeftOpen ?? 0);
    await screenshot(page, 'shell-navbar-folded-open', { viewport: true });
    await page.mouse.move(900, 400);
    await page.locator('[data-navbar-state="folded"]').waitFor();

    // The folded state is a setting: it survives a reload; unfolding brings the full navbar back.
    await page.waitForTimeout(500);
    await openInShell(page, '/home');
    expect(await navbar.getAttribute('data-navbar-state')).toBe('folded');
    await page.getByRole('button', { name: shell('toolbar.toggleNavbar') }).click();
    await page.locator('[data-navbar-state="open"]').waitFor();
    await saveSettings(context, {});
  });

  it('shows the menu in a drawer at 390 px that closes on navigation, without horizontal scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openInShell(page, '/home');
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      expect(await mainNav(page).count()).toBe(0);
      await page.getByRole('button', { name: shell('toolbar.toggleNavbar') }).click();
      const drawer = mainNav(page);
      await drawer.waitFor();
      await drawer.getByRole('button', { name: nav('shipments') }).click();
      await screenshot(page, 'shell-mobile-drawer');
      await drawer.getByRole('link', { name: nav('balance') }).click();
      await page.waitForURL('**/balance');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: menuText('screens.balance') }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('applies the container widths, modes, bar styles, side panels and direction', async () => {
    const { page, context } = session;
    await page.setViewportSize({ width: 1900, height: 900 });
    const contentWidth = async () => (await page.locator('main > div').first().boundingBox())?.width ?? 0;
    try {
      // Container widths of spec 9: 1570 (layout1) and 1120 (layout2); full width takes what there is.
      await saveSettings(context, { layout: { style: 'layout1' } });
      await openInShell(page, '/home');
      expect(await contentWidth()).toBe(1570);
      await saveSettings(context, { layout: { style: 'layout2' } });
      await openInShell(page, '/home');
      expect(await contentWidth()).toBe(1120);
      await saveSettings(context, { layout: { style: 'layout2', config: { mode: 'fullwidth' } } });
      await openInShell(page, '/home');
      expect(await contentWidth()).toBeGreaterThan(1570);
      await saveSettings(context, { layout: { style: 'layout1', config: { mode: 'boxed' } } });
      await openInShell(page, '/home');
      const frame = await page.locator('[data-layout-mode="boxed"] > div').boundingBox();
      expect(frame?.width).toBe(1570);
      expect(frame?.x).toBe((1900 - 1570) / 2);

      await saveSettings(context, {
        layout: {
          style: 'layout1',
          config: {
            toolbar: { style: 'static' },
            footer: { style: 'fixed' },
            leftSidePanel: { display: true },
            rightSidePanel: { display: true },
          },
        },
        direction: 'rtl',
        customScrollbars: false,
      });
      await openInShell(page, '/home');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.getByRole('complementary').count()).toBe(2);
      expect(await page.locator('[data-toolbar]').getAttribute('data-toolbar')).toBe('static');
      expect(await page.locator('[data-footer]').getAttribute('data-footer')).toBe('fixed');
      // The navbar starts the line, which in rtl is on the right.
      const navbar = await page.locator('[data-navbar]').boundingBox();
      const main = await page.locator('main').boundingBox();
      expect(navbar?.x).toBeGreaterThan(main?.x ?? Infinity);
      // Fixed footer: in view at the bottom of the window before scrolling; static toolbar scrolls away.
      const footer = await page.locator('footer').boundingBox();
      expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(900);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect((await page.locator('[data-toolbar]').boundingBox())?.y).toBeLessThan(0);
      await screenshot(page, 'shell-rtl-side-panels');

      await saveSettings(context, {
        layout: { style: 'layout3', config: { navbar: { display: false }, footer: { display: false } } },
      });
      await openInShell(page, '/home');
      expect(await mainNav(page).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    } finally {
      await saveSettings(context, {});
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('links the licences and credits from the footer', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: common('legal.notices'), exact: true });
    expect(await link.getAttribute('href')).toBe('/THIRD_PARTY_NOTICES.txt');
  });

  it('shows only the toolbar on report screens', async () => {
    const { page } = session;
    await openInShell(page, '/receive-day');
    await page.getByRole('banner').waitFor();
    expect(await mainNav(page).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page
      .getByRole('heading', { level: 1, name: TREASURY_REPORTS['receive-day'].title['pt-BR'] })
      .waitFor();
  });
});

describe('routing in the shell', () => {
  it('sends unknown paths to /404 with the spec message, inside the shell', async () => {
    const { page } = session;
    await page.goto('/no/such/screen');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { level: 1, name: common('notFound.message') }).waitFor();
    await mainNav(page).waitFor();
    expect(await page.title()).toBe(`${menuText('screens.notFound')} · ${common('app.title')}`);
    await page.getByRole('link', { name: common('backHome'), exact: true }).waitFor();
  });

  it('filters the menu by permission, refuses the rest with the no-access page, and remembers the path', async () => {
    const browser = session.context.browser();
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({
      baseURL: new URL(session.page.url()).origin,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    try {
      // Remembered path: the guard sends the visitor to /login?next=..., the sign-in comes back to it.
      await page.goto('/balance');
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('next') === '/balance',
      );
      await signIn(page, limited, { goToLogin: false });
      await page.waitForURL('**/balance');
      await page.getByRole('heading', { level: 1, name: menuText('screens.balance') }).waitFor();

      // balance.consult only: Home, and Shipments with Balance alone.
      const menu = mainNav(page);
      const tops = await menu.locator(':scope > ul > li').allInnerTexts();
      expect(tops.map((t) => t.trim())).toEqual([nav('home'), nav('shipments')]);
      await menu.getByRole('button', { name: nav('shipments') }).click();
      const items = await page.getByRole('menuitem').allInnerTexts();
      expect(items.map((t) => t.trim())).toEqual([nav('balance')]);
      await page.keyboard.press('Escape');

      await page.goto('/remittance');
      await page.getByRole('heading', { level: 1, name: common('noAccess.title') }).waitFor();
      await mainNav(page).waitFor();
      await screenshot(page, 'shell-no-access');
    } finally {
      await context.close();
    }
  }, 120_000);
});
