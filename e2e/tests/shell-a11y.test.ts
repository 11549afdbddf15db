import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import {
  describeViolations,
  menuText,
  openInShell,
  saveSettings,
  seriousViolations,
  shell,
  signInToShell,
} from '../harness/shell';
import { apiPut, grantPermissions, signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
let admin: TestUser;
let missingKeys: string[] = [];

beforeAll(async () => {
  admin = await createUser('shella11y', { admin: true });
  missingKeys = await signInToShell(session, admin);
  await session.page.setViewportSize({ width: 1440, height: 900 });
}, 120_000);

const LANGUAGES = ['pt-BR', 'en'] as const;
const SCHEMES = { light: 'cambioon', dark: 'cambioonDark' } as const;
const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;

async function noSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

async function settle(page: Page) {
  // Figures of the landing page arrive after the heading; transitions end.
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
}

describe('accessibility and screenshots', () => {
  it('has no serious or critical axe violation in any layout, light and dark, Portuguese and English', async () => {
    const { page, context } = session;
    for (const language of LANGUAGES) {
      await apiPut(context, '/api/account/preferences', { locale: language });
      for (const layout of LAYOUTS) {
        for (const [name, scheme] of Object.entries(SCHEMES)) {
          await saveSettings(context, {
            layout: { style: layout },
            theme: { main: scheme, navbar: scheme, toolbar: scheme, footer: scheme },
          });
          await openInShell(page, '/home');
          await page.locator(`html[lang="${language}"]`).waitFor();
          await settle(page);
          await noSeriousViolations(page, `/home ${layout} ${name} ${language}`);
          await screenshot(page, `shell-${layout}-${name}-${language}`);
        }
      }
    }
    await apiPut(context, '/api/account/preferences', { locale: 'pt-BR', settings: {} });
    expect(missingKeys).toEqual([]);
  }, 120_000);

  it('has none on the other shell screens, panels and dialogs, light and dark', async () => {
    const { page, context } = session;
    for (const scheme of Object.values(SCHEMES)) {
      await saveSettings(context, {
        layout: { style: 'layout1', config: { navbar: { style: 'style-2' } } },
        theme: { main: scheme, navbar: scheme, toolbar: scheme, footer: scheme },
      });
      for (const path of ['/404', '/payment-order', '/receive-day']) {
        await openInShell(page, path);
        await noSeriousViolations(page, `${path} ${scheme}`);
      }
      await openInShell(page, '/home');
      await page.getByRole('button', { name: shell('settings.title') }).click();
      await page.getByRole('dialog', { name: shell('settings.title') }).waitFor();
      await page.waitForTimeout(400);
      await noSeriousViolations(page, `settings panel ${scheme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: shell('schemes.title') }).click();
      await page.waitForTimeout(400);
      await noSeriousViolations(page, `scheme panel ${scheme}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('con');
      await page.waitForTimeout(400);
      await noSeriousViolations(page, `menu search ${scheme}`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: new RegExp(shell('userMenu.open').replace('{{name}}', '')) })
        .click();
      await page.waitForTimeout(300);
      await noSeriousViolations(page, `user menu ${scheme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: shell('shortcuts.manage') }).click();
      await page.waitForTimeout(300);
      await noSeriousViolations(page, `shortcuts ${scheme}`);
      await page.keyboard.press('Escape');
    }
    await saveSettings(context, {});
  }, 120_000);

  it('has none on the no-access page and the landing page of a user without areas', async () => {
    const browser = session.context.browser();
    if (!browser) throw new Error('no browser');
    const user = await createUser('shellnoarea');
    await grantPermissions(user.email, ['balance.consult']);
    const context = await browser.newContext({
      baseURL: new URL(session.page.url()).origin,
      locale: 'pt-BR',
    });
    try {
      const page = await context.newPage();
      await signIn(page, user);
      await page.waitForURL('**/home');
      await settle(page);
      await noSeriousViolations(page, '/home with one area');
      await page.goto('/remittance');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await noSeriousViolations(page, 'no access');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('reaches every toolbar control and the menu with the keyboard, with a visible focus', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    await page.locator('body').focus();
    const seen: { name: string; outline: string; shadow: string }[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      seen.push(
        (await page.evaluate(`(() => {
          const el = document.activeElement;
          const style = getComputedStyle(el);
          return { name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
                   outline: style.outlineStyle, shadow: style.boxShadow };
        })()`)) as { name: string; outline: string; shadow: string },
      );
    }
    const names = seen.map((s) => s.name);
    for (const expected of [
      shell('skipToContent'),
      shell('shortcuts.manage'),
      shell('search.open'),
      shell('toolbar.fullscreen'),
      menuText('nav.home'),
      menuText('nav.shipments'),
    ]) {
      expect(
        names.some((n) => n.startsWith(expected)),
        `${expected} in ${JSON.stringify(names)}`,
      ).toBe(true);
    }
    expect(names.some((n) => n.startsWith(shell('fontSize.label')))).toBe(true);
    // Every stop shows where the focus is.
    const invisible = seen.filter((s) => s.outline === 'none' && s.shadow === 'none');
    expect(invisible, JSON.stringify(invisible)).toEqual([]);
  });
});
