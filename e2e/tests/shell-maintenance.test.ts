import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, useBrowser } from '../harness/browser';
import { openInShell, shell } from '../harness/shell';
import { apiPut, signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
let admin: TestUser;
let user: TestUser;
let userContext: BrowserContext;
let userPage: Page;

beforeAll(async () => {
  // Generous waits: these tests share the machine with builds and other suites.
  session.context.setDefaultTimeout(20_000);
  [admin, user] = await Promise.all([createUser('maintadmin', { admin: true }), createUser('maintuser')]);
  await signIn(session.page, admin);
  await session.page.waitForURL('**/home');
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser');
  userContext = await browser.newContext({ baseURL: new URL(session.page.url()).origin, locale: 'pt-BR' });
  userPage = await userContext.newPage();
  await signIn(userPage, user);
  await userPage.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  // Leave the notice off for the files that run next.
  await apiPut(session.context, '/api/maintenance', {
    active: false,
    messagePt: null,
    messageEn: null,
  }).catch(() => {});
  await userContext?.close();
});

describe('maintenance notice', () => {
  it('an administrator turns it on: every signed-in page shows the dialog without a reload, and it closes when cleared', async () => {
    const { page } = session;
    await openInShell(page, '/home');
    // A reload would lose this mark.
    await userPage.evaluate('window.__sameDocument = true');
    const dialog = userPage.getByRole('alertdialog', { name: shell('maintenance.title') });
    expect(await dialog.count()).toBe(0);

    await page.getByRole('button', { name: shell('settings.title') }).click();
    const panel = page.getByRole('dialog', { name: shell('settings.title') });
    await panel.getByRole('switch', { name: shell('maintenance.active') }).check();
    await panel.getByLabel(shell('maintenance.messagePt')).fill('Voltamos às 14h.');
    await panel.getByLabel(shell('maintenance.messageEn')).fill('Back at 2 pm.');
    await panel.getByRole('button', { name: shell('maintenance.save') }).click();

    // The other user's page learns it by polling (15 s), in their language, with no way to dismiss it.
    await dialog.waitFor({ timeout: 25_000 });
    await dialog.getByText('Voltamos às 14h.', { exact: true }).waitFor();
    expect(await userPage.evaluate('window.__sameDocument')).toBe(true);
    await userPage.keyboard.press('Escape');
    await userPage.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button').count()).toBe(0);
    await screenshot(userPage, 'shell-maintenance-dialog', { viewport: true });

    // The administrator sees it too, and may turn it off from it.
    const own = page.getByRole('alertdialog', { name: shell('maintenance.title') });
    await own.waitFor();
    await own.getByRole('button', { name: shell('maintenance.turnOff') }).click();
    await own.waitFor({ state: 'hidden' });

    await dialog.waitFor({ state: 'hidden', timeout: 25_000 });
    expect(await userPage.evaluate('window.__sameDocument')).toBe(true);
  }, 120_000);
});
