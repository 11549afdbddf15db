import { randomBytes, randomInt } from 'node:crypto';
import type pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text } from '../harness/catalog';
import { connectDatabase, createClient, type Client } from '../harness/database';
import { typeDate, typedDate } from '../harness/dates';
import { openFilters } from '../harness/filters';
import { maskCnpj, newCnpj, newCpf } from '../harness/documents';
import { header, lastCodeSentTo, lastMailTo } from '../harness/mail';
import { captchaSolved } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

// User administration against the real server: an access request made at /register, approved in the UI
// with a permission and clients, the requester told by the real SMTP catcher and signing in; then the
// users list, inactivation (the user's session gets 401), deletion, the audit log and the account page.

const session = useBrowser();
const auth = (key: string) => text('pt-BR', key, 'auth');
const common = (key: string) => text('pt-BR', key);
const users = (key: string) => text('pt-BR', key, 'users');
const components = (key: string) => text('pt-BR', key, 'components');
const audit = (key: string) => text('pt-BR', key, 'audit');
const account = (key: string) => text('pt-BR', key, 'account');
// Permission labels are the domain catalogue's Portuguese descriptions (packages/domain/src/permissions.ts).
const REMITTANCES_CONSULT = /^Consultar remessas e seus detalhes/;
const USERS_CONSULT = /^Consultar usuários/;

// ------------------------------------------------------------------------------------------ test data

/** A word of letters, so names stay names (the registration takes any text, but people read them). */
function word(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('');
}

// ------------------------------------------------------------------------------------------ page helpers

function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

/** The session's page at `path`, once its title is shown. */
async function openAt(path: string, title: string): Promise<Page> {
  const { page } = session;
  await page.goto(path);
  await heading(page, title).waitFor();
  return page;
}

function toast(page: Page, message: string) {
  return page
    .getByRole('region', { name: common('notifications.label') })
    .getByText(message, { exact: true });
}

/** A field's accessible name: its label, with the asterisk of a required field or without. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

/** /login with the real captcha, then the e-mailed code; resolves once the app has left /login. */
async function signIn(page: Page, login: string, password: string) {
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
function displayName(name: string): string {
  const words = name.toUpperCase().split(/\s+/);
  return `${words[0]} ${words.at(-1)}`;
}

/** Signs out through the interface: a visible sign-out button, or the one in the user's menu. */
async function signOut(page: Page, name: string) {
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
async function otherBrowser(context: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
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
async function openUser(page: Page, name: string) {
  await page.goto(`/admin/users?${new URLSearchParams({ name })}`);
  const table = page.getByRole('table', { name: users('list.title') });
  await table.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/detail$/);
  await heading(page, name).waitFor();
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
}

// ------------------------------------------------------------------------------------------ fixtures

let db: pg.Client;
let admin: TestUser;
let listed: TestUser;
let victim: TestUser;
let removable: TestUser;
let matched: Client;
let chosen: Client;
const extra: { context: BrowserContext }[] = [];

beforeAll(async () => {
  db = await connectDatabase();
  const tag = word();
  [admin, listed, victim, removable, matched, chosen] = await Promise.all([
    createUser(`admin${tag}`, { admin: true }),
    createUser(`lista${tag}`),
    createUser(`inativar${tag}`),
    createUser(`excluir${tag}`),
    createClient(db, `Comercial ${tag} Ltda`),
    createClient(db, `Exportadora ${tag} SA`),
  ]);
  await signIn(session.page, admin.email, admin.password);
}, 120_000);

// A failed test leaves what every browser showed in e2e/artifacts.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.slice(0, 30).replace(/\W+/g, '-');
  await screenshot(session.page, `admin-failed-${name}`);
  for (const [i, e] of extra.entries()) {
    const page = e.context.pages()[0];
    if (page) await screenshot(page, `admin-failed-${name}-other-${i}`);
  }
});

afterAll(async () => {
  await Promise.all(extra.map((e) => e.context.close()));
  await db?.end();
});

beforeEach(async () => {
  // Every test starts from the administrator's home page (signing in again if a test signed out).
  await session.page.goto('/home');
  if (new URL(session.page.url()).pathname === '/login')
    await signIn(session.page, admin.email, admin.password);
});

// ------------------------------------------------------------------------------------------ tests

describe('access request', () => {
  it('is requested at /register, approved with a permission and clients, e-mailed, and used to sign in', async () => {
    const requester = await otherBrowser(session.context);
    extra.push(requester);
    const r = requester.page;
    const name = `Rita ${word()} Prado`;
    const email = `rita.${randomBytes(4).toString('hex')}@e2e.example.com`;
    const password = 'Pedido#Acesso26';

    // 1. The request, with the real captcha: the CPF/CNPJ of a registered client and one not registered.
    await r.goto('/register');
    await r.getByLabel(field(auth('register.name'))).fill(name);
    await r.getByLabel(field(auth('register.cpf'))).fill(newCpf());
    await typeDate(r, field(auth('register.birthDate')), typedDate('1988-11-03'));
    await r.getByLabel(field(auth('register.email'))).fill(email);
    await r.getByLabel(field(auth('register.phone'))).fill('11987654321');
    await r.getByLabel(field(auth('register.password'))).fill(password);
    await r.getByLabel(field(auth('register.passwordConfirmation'))).fill(password);
    await r.getByLabel(field(auth('register.company'))).fill('Comercial Teste');
    await r.getByLabel(field(fill(auth('register.client'), { number: 1 }))).fill(maskCnpj(matched.taxId));
    await r.getByRole('button', { name: auth('register.addClient') }).click();
    // A row just added is not an error: an empty row names no client and is left out of the request.
    const second = r.getByLabel(field(fill(auth('register.client'), { number: 2 })));
    await second.focus();
    await r.keyboard.press('Tab');
    expect(await second.getAttribute('aria-invalid')).toBe('false');
    const unregistered = newCnpj();
    await second.fill(unregistered);
    await r.keyboard.press('Tab');
    await captchaSolved(r);
    await r.getByRole('button', { name: auth('register.submit'), exact: true }).click();
    await r.getByText(auth('register.received'), { exact: true }).waitFor();

    // 2. The administrator finds it among the pending requests and opens it.
    const { page } = session;
    await page.goto('/admin/users');
    await page
      .getByRole('navigation', { name: users('tabs.label') })
      .getByRole('link', { name: users('tabs.accessRequests') })
      .click();
    await page.waitForURL('**/admin/users/access-requests');
    await heading(page, users('requests.title')).waitFor();
    // The queue downloads as the list shows it: pending first, in the screen's language.
    const csv = new URL(
      (await page
        .getByRole('link', { name: text('pt-BR', 'downloads.csv', 'components') })
        .getAttribute('href'))!,
      page.url(),
    );
    expect(csv.pathname).toBe('/api/access-requests/export.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      sort: 'createdAt:desc',
      status: 'pending',
      lang: 'pt-BR',
    });
    const download = await page.request.get(csv.toString());
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain(name);
    await page
      .getByRole('table', { name: users('requests.title') })
      .getByRole('link', { name })
      .click();
    await heading(page, name).waitFor();
    // The server's suggestion: the registered client for the first CNPJ, nothing for the second.
    const matches = page.getByRole('region', { name: users('requests.requestedClients') });
    await matches.getByRole('row', { name: new RegExp(matched.name) }).waitFor();
    await matches.getByText(users('requests.noMatch')).waitFor();
    await screenshot(page, 'admin-access-request');

    // 3. Approval: the suggested client is already chosen; add another and one permission.
    await page.getByRole('button', { name: users('requests.approve.button'), exact: true }).click();
    const approve = dialog(page, fill(users('requests.approve.title'), { name }));
    await approve.waitFor();
    await approve.getByText(matched.name, { exact: true }).waitFor();
    await approve
      .getByRole('combobox', { name: field(users('requests.approve.clientsLabel')) })
      .fill(chosen.name.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(chosen.name) }).click();
    await approve.getByRole('checkbox', { name: REMITTANCES_CONSULT }).check();
    await screenshot(page, 'admin-approve-dialog', { viewport: true });
    const sinceApproval = Date.now();
    await approve.getByRole('button', { name: users('requests.approve.confirm'), exact: true }).click();
    await toast(page, fill(users('requests.approve.done'), { name })).waitFor();
    await page.waitForURL('**/admin/users/access-requests');

    // The new user has what was chosen.
    await openUser(page, name);
    expect(await page.getByRole('checkbox', { name: REMITTANCES_CONSULT }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: USERS_CONSULT }).isChecked()).toBe(false);
    const clients = page.getByRole('region', { name: users('clients.title') });
    await clients.getByText(matched.name, { exact: true }).waitFor();
    await clients.getByText(chosen.name, { exact: true }).waitFor();

    // 4. The requester is told through the real SMTP server, signs in, changes the password, signs out.
    const mail = await lastMailTo(email, sinceApproval, 30_000, 'Sua solicitação de acesso foi aprovada');
    expect(header(mail.raw, 'subject')).toBe('Sua solicitação de acesso foi aprovada');
    await signIn(r, email, password);
    await r.waitForURL('**/home');
    await r.goto('/account');
    await heading(r, account('title')).waitFor();
    await r.getByRole('link', { name: account('password.change') }).click();
    await r.waitForURL('**/change-password');
    await r.getByLabel(field(auth('changePassword.current'))).fill(password);
    await r.getByLabel(field(auth('changePassword.newPassword'))).fill('Trocada#Nova26');
    await r.getByLabel(field(auth('changePassword.confirmation'))).fill('Trocada#Nova26');
    await r.getByRole('button', { name: auth('changePassword.submit'), exact: true }).click();
    await toast(r, auth('changePassword.done')).waitFor();
    await r.waitForURL('**/home');
    await signOut(r, name);
  }, 120_000);
});

describe('users list', () => {
  it('filters by name through the address, and the back button returns to the previous search', async () => {
    const page = await openAt('/admin/users', users('list.title'));
    const table = page.getByRole('table', { name: users('list.title') });
    await table.getByRole('link').first().waitFor();

    const label = listed.name.split(' ')[1]!; // the unique word of "Usuária lista<tag> Teste"
    await page.getByLabel(field(users('fields.name'))).fill(label);
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === label);
    await table.getByRole('link', { name: listed.name }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // header + the one user
    await page
      .getByRole('status')
      .getByText(fill(components('table.total_one'), { formatted: 1 }), { exact: true })
      .waitFor();
    await screenshot(page, 'admin-users-filtered');
    // The download is the search shown: its filter, its sort, the screen's language.
    const csv = await page.getByRole('link', { name: components('downloads.csv') }).getAttribute('href');
    expect(Object.fromEntries(new URL(csv!, page.url()).searchParams)).toEqual({
      sort: 'name:asc',
      name: label,
      lang: 'pt-BR',
    });

    // Nothing matches: the specification's empty-grid message.
    await openFilters(page);
    await page.getByLabel(field(users('fields.name'))).fill(`${label}-nobody`);
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByText(components('empty.noResults'), { exact: true }).waitFor();

    // Back: the previous search, in the address and in the form.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('name') === label);
    await table.getByRole('link', { name: listed.name }).waitFor();
    expect(await page.getByLabel(field(users('fields.name'))).inputValue()).toBe(label);

    // A shared link opens the same search.
    await page.goto(`/admin/users?name=${encodeURIComponent(label)}&sort=email:desc`);
    await table.getByRole('link', { name: listed.name }).waitFor();
    expect(
      await page.getByRole('columnheader', { name: users('fields.email') }).getAttribute('aria-sort'),
    ).toBe('descending');
  });
});

describe('user administration', () => {
  it('inactivates a user, whose open session then gets a 401 and is sent to /login, told why', async () => {
    const other = await otherBrowser(session.context);
    extra.push(other);
    await signIn(other.page, victim.email, victim.password);
    await other.page.goto('/account');
    await heading(other.page, account('title')).waitFor();

    const { page } = session;
    await openUser(page, victim.name);
    await page.getByRole('button', { name: users('actions.inactivate.button'), exact: true }).click();
    const confirm = dialog(page, users('actions.inactivate.title'));
    await confirm.getByRole('button', { name: users('actions.inactivate.confirm'), exact: true }).click();
    await toast(page, fill(users('actions.inactivate.done'), { name: victim.name })).waitFor();
    await page.getByRole('button', { name: users('actions.activate.button'), exact: true }).waitFor();

    // The victim's next call is refused and the app signs them out, the sign-in page saying why (issue 24).
    expect((await other.context.request.get('/api/auth/me')).status()).toBe(401);
    await other.page.getByRole('radio', { name: account('language.en') }).check();
    await other.page.getByRole('button', { name: account('language.save'), exact: true }).click();
    await other.page.waitForURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('next') === '/account' &&
        url.searchParams.get('ended') === 'inactivated',
    );
    // SESSION_END_REASON_LABELS.inactivated (packages/domain/src/api/session-end.ts).
    await other.page
      .getByRole('status')
      .getByText('Seu usuário foi inativado por um administrador.', { exact: true })
      .waitFor();
  });

  it('refuses to delete the signed-in administrator, and deletes another user after the dialog', async () => {
    const { page } = session;
    // Self-protection: the server's 409 is shown in the dialog.
    await openUser(page, admin.name);
    await page.getByRole('button', { name: users('actions.delete.button'), exact: true }).click();
    const own = dialog(page, users('actions.delete.title'));
    await own.getByRole('button', { name: users('actions.delete.confirm'), exact: true }).click();
    await own.getByRole('alert').getByText(users('errors.selfProtection.delete'), { exact: true }).waitFor();
    await own.getByRole('button', { name: components('dialog.cancel') }).click();
    await own.waitFor({ state: 'hidden' });

    await openUser(page, removable.name);
    await page.getByRole('button', { name: users('actions.delete.button'), exact: true }).click();
    const confirm = dialog(page, users('actions.delete.title'));
    await confirm
      .getByText(fill(users('actions.delete.message'), { name: removable.name, email: removable.email }))
      .waitFor();
    await screenshot(page, 'admin-delete-dialog', { viewport: true });
    await confirm.getByRole('button', { name: users('actions.delete.confirm'), exact: true }).click();
    await toast(page, fill(users('actions.delete.done'), { name: removable.name })).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/users');

    await page.goto(`/admin/users?${new URLSearchParams({ name: removable.name })}`);
    await page.getByText(components('empty.noResults'), { exact: true }).waitFor();
  });
});

describe('audit log', () => {
  it('lists what was done, newest first, with expandable details and the date-range rule', async () => {
    const page = await openAt(
      `/admin/audit?${new URLSearchParams({ action: 'user.delete' })}`,
      audit('title'),
    );
    const table = page.getByRole('table', { name: audit('tableLabel') });
    const row = table
      .getByRole('row')
      // The action's label (@fxbo/domain AUDIT_ACTION_LABELS), never its code.
      .filter({ hasText: 'Usuário excluído' })
      .first();
    await row.waitFor();
    // The download is the search shown, in the list's one order (newest first), its actions written as labels too.
    const csv = await page.getByRole('link', { name: components('downloads.csv') }).getAttribute('href');
    expect(Object.fromEntries(new URL(csv!, page.url()).searchParams)).toEqual({
      sort: 'at:desc',
      action: 'user.delete',
      lang: 'pt-BR',
    });
    const download = await (await page.request.get(new URL(csv!, page.url()).toString())).text();
    // In Portuguese, the dialect a Brazilian spreadsheet reads: `;`-separated.
    expect(download).toContain(';Usuário excluído;');
    expect(download).not.toContain('user.delete');
    await row.getByRole('button', { name: components('table.expand') }).click();
    // The recorded details as labelled rows (AUDIT_DETAIL_FIELDS.sessionsEnded), not raw JSON.
    await table.getByText('Sessões encerradas', { exact: true }).first().waitFor();

    await openFilters(page);
    await typeDate(page, field(audit('fields.from')), typedDate('2026-02-10'));
    await typeDate(page, field(audit('fields.to')), typedDate('2026-02-01'));
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.getByText(audit('validation.date_range_invalid'), { exact: true }).waitFor();
    await screenshot(page, 'admin-audit');
  });
});

describe('my account', () => {
  it('lists my sessions and shows the authenticator QR code as an image', async () => {
    const page = await openAt('/account', account('title'));
    const sessions = page.getByRole('table', { name: account('sessions.title') });
    await sessions.getByText(account('sessions.current'), { exact: true }).waitFor();

    await page.getByRole('button', { name: account('totp.setup'), exact: true }).click();
    const qr = page.getByRole('img', { name: account('totp.qrAlt') });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3C/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: account('totp.confirm'), exact: true }).click();
    await page.getByText(account('validation.totp_code_required'), { exact: true }).waitFor();
    await screenshot(page, 'admin-account');
    await page.getByRole('button', { name: account('totp.cancel'), exact: true }).click();
  });
});
