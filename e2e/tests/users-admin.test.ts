import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { connectDatabase, createClient } from '../harness/database';
import { newCpf } from '../harness/documents';
import { fill, text, type Language } from '../harness/catalog';
import { lastMailTo } from '../harness/mail';
import { shootAtTwoWidths } from '../harness/screens';
import { signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

// Users administered in the app (issue 24): a user whose permissions are saved is told why the session
// ended, in the language of the page.

const session = useBrowser();
const users = (key: string) => text('pt-BR', key, 'users');
const common = (key: string) => text('pt-BR', key);
const components = (key: string) => text('pt-BR', key, 'components');
// Permission labels are the domain catalogue's descriptions (packages/domain/src/permissions.ts).
const AUDIT_CONSULT = /^Consultar a auditoria/;
// The sign-in page's notice is the domain's SESSION_END_REASON_LABELS.permissions_changed.
const PERMISSIONS_CHANGED = {
  'pt-BR': 'Suas permissões foram alteradas; entre novamente.',
  en: 'Your permissions were changed; sign in again.',
};

const extra: BrowserContext[] = [];
let admin: TestUser;

/** A second browser (own cookies and storage) for another person at the same time. */
async function otherBrowser(): Promise<Page> {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(10_000);
  extra.push(context);
  return context.newPage();
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
}

/** A field's accessible name: its label, with the asterisk of a required field or without. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function toast(page: Page, message: string) {
  return page
    .getByRole('region', { name: common('notifications.label') })
    .getByText(message, { exact: true });
}

/** Opens a user's detail from the list, found by name through the name filter. */
async function openUser(page: Page, name: string) {
  await page.goto(`/admin/users?${new URLSearchParams({ name })}`);
  const table = page.getByRole('table', { name: users('list.title') });
  await table.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/detail$/);
  await heading(page, name).waitFor();
}

beforeAll(async () => {
  admin = await createUser(`useradm${Date.now()}`, { admin: true });
  await signIn(session.page, admin);
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.slice(0, 30).replace(/\W+/g, '-');
  await screenshot(session.page, `users-admin-failed-${name}`);
  for (const [i, context] of extra.entries()) {
    const page = context.pages()[0];
    if (page) await screenshot(page, `users-admin-failed-${name}-other-${i}`);
  }
});

afterAll(async () => {
  await Promise.all(extra.map((c) => c.close()));
});

describe('permissions saved', () => {
  /** The target signed in elsewhere, on /account, and the administrator ticks and saves a permission. */
  async function savedWhileSignedIn(): Promise<Page> {
    const target = await createUser(`perm${Date.now()}`);
    const other = await otherBrowser();
    await signIn(other, target);
    await other.goto('/account');
    await heading(other, text('pt-BR', 'title', 'account')).waitFor();

    const { page } = session;
    await openUser(page, target.name);
    await page.getByRole('checkbox', { name: AUDIT_CONSULT }).check();
    await page.getByRole('button', { name: users('permissions.save'), exact: true }).click();
    await toast(page, fill(users('permissions.saved'), { name: target.name })).waitFor();
    return other;
  }

  const toldWhy = async (other: Page, language: 'pt-BR' | 'en') => {
    await other.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('ended') === 'permissions_changed',
    );
    await other.getByRole('status').getByText(PERMISSIONS_CHANGED[language], { exact: true }).waitFor();
    await screenshot(other, `users-session-ended-${language}`, { viewport: true });
  };

  it("the user's next action in the page ends on the sign-in page, told why (pt-BR)", async () => {
    const other = await savedWhileSignedIn();
    await other.getByRole('radio', { name: text('pt-BR', 'language.en', 'account') }).check();
    await other.getByRole('button', { name: text('pt-BR', 'language.save', 'account'), exact: true }).click();
    await toldWhy(other, 'pt-BR');
  });

  it('a reload of any page ends on the sign-in page, told why, once (en)', async () => {
    const other = await savedWhileSignedIn();
    // The app's language is the stored choice (i18n/languages.ts): English from this load on.
    await other.evaluate(() => localStorage.setItem('fxbo.language', 'en'));
    await other.reload();
    await toldWhy(other, 'en');
    // Said once: the session's cookies are gone, so the next visit is a plain visitor's.
    await other.goto('/home');
    await other.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('ended'));
  });
});

describe('users created in the app', () => {
  it('"Novo usuário": refused e-mail under its field, then created, invited by e-mail, sets the password, signs in', async () => {
    const { page } = session;
    const taken = await createUser(`taken${Date.now()}`);
    const name = `Convidada ${Date.now().toString(36)} Souza`;
    const address = `convite.${Date.now()}@e2e.example.com`;

    await page.goto('/admin/users');
    await heading(page, users('list.title')).waitFor();
    await page.getByRole('button', { name: users('form.new'), exact: true }).click();
    const form = dialog(page, users('form.createTitle'));
    await form.waitFor();
    await form.getByLabel(field(users('fields.name'))).fill(name);
    await form.getByLabel(field(users('fields.email'))).fill(taken.email);
    // MUI's select names its combobox by the label and the value shown.
    await form.getByRole('combobox', { name: new RegExp(`^${users('fields.kind')}`) }).click();
    await page.getByRole('option', { name: users('kind.staff'), exact: true }).click();
    await form.getByRole('checkbox', { name: AUDIT_CONSULT }).check();
    await screenshot(page, 'users-new-dialog', { viewport: true });
    await form.getByRole('button', { name: users('form.create'), exact: true }).click();
    // The server's refusal sits under the e-mail field (not in the dialog's alert).
    await form
      .locator('#user-email-helper-text', { hasText: 'Este e-mail já é de outro usuário.' })
      .waitFor();
    await form.getByLabel(field(users('fields.email'))).fill(address);
    const since = Date.now();
    await form.getByRole('button', { name: users('form.create'), exact: true }).click();
    await toast(page, fill(users('form.created'), { name, email: address })).waitFor();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/detail$/);
    await heading(page, name).waitFor();
    expect(await page.getByRole('checkbox', { name: AUDIT_CONSULT }).isChecked()).toBe(true);

    // Edit: the name and the language.
    await page.getByRole('button', { name: users('form.edit'), exact: true }).click();
    const edit = dialog(page, fill(users('form.editTitle'), { name }));
    const renamed = `${name} Lima`;
    await edit.getByLabel(field(users('fields.name'))).fill(renamed);
    await edit.getByRole('button', { name: users('form.save'), exact: true }).click();
    await toast(page, fill(users('form.saved'), { name: renamed })).waitFor();
    await heading(page, renamed).waitFor();

    // The invitation arrives through the real SMTP server; its link sets the first password.
    const mail = await lastMailTo(address, since, 30_000, 'Seu acesso ao back-office');
    const link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[0];
    expect(link, 'invitation link in the e-mail').toBeDefined();
    const other = await otherBrowser();
    await other.goto(link ?? '/');
    // The page says it is the new account's first password, with a welcome, not "Criar nova senha".
    const auth = (key: string, language: Language = 'pt-BR') => text(language, key, 'auth');
    for (const language of ['pt-BR', 'en'] as const) {
      if (language === 'en') {
        await other.evaluate(() => localStorage.setItem('fxbo.language', 'en'));
        await other.reload();
      }
      await heading(other, auth('invitation.title', language)).waitFor();
      await other.getByText(auth('invitation.welcome', language), { exact: true }).waitFor();
      expect(await other.getByText(auth('reset.title', language), { exact: true }).count()).toBe(0);
      await shootAtTwoWidths(other, `users-invitation-${language}`);
    }
    await other.getByLabel(field(auth('invitation.newPassword', 'en'))).fill('Cambio#Forte2026');
    await other.getByLabel(field(auth('invitation.confirmation', 'en'))).fill('Cambio#Forte2026');
    await other.getByRole('button', { name: auth('invitation.submit', 'en'), exact: true }).click();
    await other.getByText(auth('invitation.done', 'en'), { exact: true }).waitFor();
    await other.evaluate(() => localStorage.setItem('fxbo.language', 'pt-BR'));
    await signIn(other, { email: address, password: 'Cambio#Forte2026', name: renamed });
    await other.waitForURL('**/home');
  });
});

describe('unsaved permission edits', () => {
  it('leaving the page asks first: stay keeps the edit, leave discards it; closing the tab is warned', async () => {
    const { page } = session;
    const target = await createUser(`unsaved${Date.now()}`);
    await openUser(page, target.name);
    await page.getByRole('checkbox', { name: AUDIT_CONSULT }).check();

    // The browser's own warning on closing or reloading the tab.
    const warned = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(warned).toBe(true);

    await page.getByRole('link', { name: users('detail.back') }).click();
    const ask = dialog(page, components('unsaved.title'));
    await ask.getByText(components('unsaved.message')).waitFor();
    await screenshot(page, 'users-unsaved-dialog', { viewport: true });
    await ask.getByRole('button', { name: components('unsaved.stay'), exact: true }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toMatch(/\/detail$/);
    expect(await page.getByRole('checkbox', { name: AUDIT_CONSULT }).isChecked()).toBe(true);

    await page.getByRole('link', { name: users('detail.back') }).click();
    await ask.getByRole('button', { name: components('unsaved.leave'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
  });

  it('a saved page leaves without asking', async () => {
    const { page } = session;
    const target = await createUser(`saved${Date.now()}`);
    await openUser(page, target.name);
    await page.getByRole('checkbox', { name: AUDIT_CONSULT }).check();
    await page.getByRole('button', { name: users('permissions.save'), exact: true }).click();
    await toast(page, fill(users('permissions.saved'), { name: target.name })).waitFor();
    await page.getByRole('link', { name: users('detail.back') }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
  });
});

describe('access request approved without any permission', () => {
  it('is warned before it is approved', async () => {
    const db = await connectDatabase();
    const client = await createClient(db, `Sem Permissao ${Date.now()} Ltda`);
    const name = `Pedido ${Date.now().toString(36)} Vazio`;
    const { rows } = await db.query<{ id: string }>(
      `insert into access_requests (name, cpf, email, birth_date, password_hash, company, client_tax_ids)
       values ($1, $2, $3, '1990-01-01', '$argon2id$placeholder', 'Empresa', array[$4]) returning id`,
      [name, newCpf(), `pedido.${Date.now()}@e2e.example.com`, client.taxId],
    );
    await db.end();
    const { page } = session;
    await page.goto(`/admin/users/access-requests/${rows[0]?.id}`);
    await heading(page, name).waitFor();
    await page.getByRole('button', { name: users('requests.approve.button'), exact: true }).click();
    const approve = dialog(page, fill(users('requests.approve.title'), { name }));
    await approve.getByRole('button', { name: users('requests.approve.confirm'), exact: true }).click();
    // Not approved yet: the dialog says what would happen and asks again.
    await approve.getByRole('alert').getByText(users('requests.approve.noPermission')).waitFor();
    await screenshot(page, 'users-approve-no-permission', { viewport: true });
    await approve
      .getByRole('button', { name: users('requests.approve.confirmWithout'), exact: true })
      .click();
    await toast(page, fill(users('requests.approve.done'), { name })).waitFor();
  });
});
