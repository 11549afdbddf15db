import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text } from '../harness/catalog';
import { typeDate, typedDate } from '../harness/dates';
import { openFilters } from '../harness/filters';
import {
  dialog,
  field,
  heading,
  openAt,
  openUser,
  otherBrowser,
  signIn,
  toast,
  useAdminTest,
} from '../harness/admin';

// User administration against the real server: the users list, inactivation (the user's session gets 401),
// deletion, the audit log and the account page. The access request: admin-access-request.test.ts.

const session = useBrowser();
const fx = useAdminTest(session, 'admin');
const users = (key: string) => text('pt-BR', key, 'users');
const components = (key: string) => text('pt-BR', key, 'components');
const audit = (key: string) => text('pt-BR', key, 'audit');
const account = (key: string) => text('pt-BR', key, 'account');

// ------------------------------------------------------------------------------------------ tests

describe('users list', () => {
  it('filters by name through the address, and the back button returns to the previous search', async () => {
    const page = await openAt(session, '/admin/users', users('list.title'));
    const table = page.getByRole('table', { name: users('list.title') });
    await table.getByRole('link').first().waitFor();

    const label = fx.listed.name.split(' ')[1]!; // the unique word of "Usuária lista<tag> Teste"
    await page.getByLabel(field(users('fields.name'))).fill(label);
    await page.getByRole('button', { name: components('filters.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === label);
    await table.getByRole('link', { name: fx.listed.name }).waitFor();
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
    await table.getByRole('link', { name: fx.listed.name }).waitFor();
    expect(await page.getByLabel(field(users('fields.name'))).inputValue()).toBe(label);

    // A shared link opens the same search.
    await page.goto(`/admin/users?name=${encodeURIComponent(label)}&sort=email:desc`);
    await table.getByRole('link', { name: fx.listed.name }).waitFor();
    expect(
      await page.getByRole('columnheader', { name: users('fields.email') }).getAttribute('aria-sort'),
    ).toBe('descending');
  });
});

describe('user administration', () => {
  it('inactivates a user, whose open session then gets a 401 and is sent to /login, told why', async () => {
    const other = await otherBrowser(session.context);
    fx.extra.push(other);
    await signIn(other.page, fx.victim.email, fx.victim.password);
    await other.page.goto('/account');
    await heading(other.page, account('title')).waitFor();

    const { page } = session;
    await openUser(page, fx.victim.name);
    await page.getByRole('button', { name: users('actions.inactivate.button'), exact: true }).click();
    const confirm = dialog(page, users('actions.inactivate.title'));
    await confirm.getByRole('button', { name: users('actions.inactivate.confirm'), exact: true }).click();
    await toast(page, fill(users('actions.inactivate.done'), { name: fx.victim.name })).waitFor();
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
    await openUser(page, fx.admin.name);
    await page.getByRole('button', { name: users('actions.delete.button'), exact: true }).click();
    const own = dialog(page, users('actions.delete.title'));
    await own.getByRole('button', { name: users('actions.delete.confirm'), exact: true }).click();
    await own.getByRole('alert').getByText(users('errors.selfProtection.delete'), { exact: true }).waitFor();
    await own.getByRole('button', { name: components('dialog.cancel') }).click();
    await own.waitFor({ state: 'hidden' });

    await openUser(page, fx.removable.name);
    await page.getByRole('button', { name: users('actions.delete.button'), exact: true }).click();
    const confirm = dialog(page, users('actions.delete.title'));
    await confirm
      .getByText(
        fill(users('actions.delete.message'), { name: fx.removable.name, email: fx.removable.email }),
      )
      .waitFor();
    await screenshot(page, 'admin-delete-dialog', { viewport: true });
    await confirm.getByRole('button', { name: users('actions.delete.confirm'), exact: true }).click();
    await toast(page, fill(users('actions.delete.done'), { name: fx.removable.name })).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/users');

    await page.goto(`/admin/users?${new URLSearchParams({ name: fx.removable.name })}`);
    await page.getByText(components('empty.noResults'), { exact: true }).waitFor();
  });
});

describe('audit log', () => {
  it('lists what was done, newest first, with expandable details and the date-range rule', async () => {
    const page = await openAt(
      session,
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
    const page = await openAt(session, '/account', account('title'));
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
