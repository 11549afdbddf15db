import { randomInt } from 'node:crypto';
import type pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { screenshot, type BrowserSession } from './browser';
import { text } from './catalog';
import { connectDatabase, createClient, type Client } from './database';
import { lastCodeSentTo } from './mail';
import { captchaSolved } from './signin';
import { createUser, type TestUser } from './users';

// The administration screens' tests (admin*.test.ts): their pages, their sign-in by the e-mailed code, and
// their shared users.

const auth = (key: string) => text('pt-BR', key, 'auth');
const common = (key: string) => text('pt-BR', key);
const users = (key: string) => text('pt-BR', key, 'users');

// ------------------------------------------------------------------------------------------ test data

/** A word of letters, so names stay names (the registration takes any text, but people read them). */
export function word(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('');
}

// ------------------------------------------------------------------------------------------ page helpers

export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

/** The session's page at `path`, once its title is shown. */
export async function openAt(session: BrowserSession, path: string, title: string): Promise<Page> {
  const { page } = session;
  await page.goto(path);
  await heading(page, title).waitFor();
  return page;
}

export function toast(page: Page, message: string) {
  return page
    .getByRole('region', { name: common('notifications.label') })
    .getByText(message, { exact: true });
}

/** A field's accessible name: its label, with the asterisk of a required field or without. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

/** /login with the real captcha, then the e-mailed code; resolves once the app has left /login. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  const since = Date.now();
  await page.getByLabel(field(auth('login.identifier'))).fill(login);
  await page.getByLabel(field(auth('login.password'))).fill(password);
  await captchaSolved(page);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await heading(page, auth('code.title')).waitFor();
  const code = await lastCodeSentTo(login, since);
  await page.getByLabel(field(auth('code.label'))).fill(code);
  await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** "ANA MARIA PRADO" → "ANA PRADO": the name the app shows for the signed-in user (spec 3). */
export function displayName(name: string): string {
  const words = name.toUpperCase().split(/\s+/);
  return `${words[0]} ${words.at(-1)}`;
}

/** Signs out through the interface: a visible sign-out button, or the one in the user's menu. */
export async function signOut(page: Page, name: string) {
  const action = common('logout.action');
  const direct = page.getByRole('button', { name: action, exact: true });
  if ((await direct.count()) > 0) {
    await direct.click();
  } else {
    await page.getByRole('button', { name: new RegExp(displayName(name)) }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }
  await page.waitForURL('**/login');
}

/** A second browser (own cookies and storage) for another person at the same time. */
export async function otherBrowser(
  context: BrowserContext,
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const other = await browser.newContext({
    baseURL: inject('baseURL'),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  other.setDefaultTimeout(10_000);
  return { context: other, page: await other.newPage() };
}

/** Opens a user's detail from the list, found by name through the name filter. */
export async function openUser(page: Page, name: string) {
  await page.goto(`/admin/users?${new URLSearchParams({ name })}`);
  const table = page.getByRole('table', { name: users('list.title') });
  await table.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/detail$/);
  await heading(page, name).waitFor();
}

export function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
}

/** What the administration tests share: an administrator signed in, three users and two clients to act on. */
export interface AdminTest {
  db: pg.Client;
  admin: TestUser;
  listed: TestUser;
  victim: TestUser;
  removable: TestUser;
  matched: Client;
  chosen: Client;
  /** Other browsers a test opened (closed at the end; photographed with the main one on a failure). */
  extra: { context: BrowserContext }[];
}

/**
 * Call at the top of a test file: makes the shared users and clients and signs the administrator in before
 * the tests; every test starts from the administrator's home page (signing in again if a test signed out);
 * a failed test leaves what every browser showed in e2e/artifacts (`<prefix>-failed-…`).
 */
export function useAdminTest(session: BrowserSession, prefix: string): AdminTest {
  const fx = { extra: [] } as unknown as AdminTest;
  beforeAll(async () => {
    fx.db = await connectDatabase();
    const tag = word();
    [fx.admin, fx.listed, fx.victim, fx.removable, fx.matched, fx.chosen] = await Promise.all([
      createUser(`admin${tag}`, { admin: true }),
      createUser(`lista${tag}`),
      createUser(`inativar${tag}`),
      createUser(`excluir${tag}`),
      createClient(fx.db, `Comercial ${tag} Ltda`),
      createClient(fx.db, `Exportadora ${tag} SA`),
    ]);
    await signIn(session.page, fx.admin.email, fx.admin.password);
  }, 120_000);

  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const name = ctx.task.name.slice(0, 30).replace(/\W+/g, '-');
    await screenshot(session.page, `${prefix}-failed-${name}`);
    for (const [i, e] of fx.extra.entries()) {
      const page = e.context.pages()[0];
      if (page) await screenshot(page, `${prefix}-failed-${name}-other-${i}`);
    }
  });

  afterAll(async () => {
    await Promise.all(fx.extra.map((e) => e.context.close()));
    await fx.db?.end();
  });

  beforeEach(async () => {
    await session.page.goto('/home');
    if (new URL(session.page.url()).pathname === '/login')
      await signIn(session.page, fx.admin.email, fx.admin.password);
  });
  return fx;
}
