import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text } from '../harness/catalog';
import { typeDate, typedDate } from '../harness/dates';
import { maskCnpj, newCnpj, newCpf } from '../harness/documents';
import { header, lastMailTo } from '../harness/mail';
import { captchaSolved } from '../harness/signin';
import {
  dialog,
  field,
  heading,
  openUser,
  otherBrowser,
  signIn,
  signOut,
  toast,
  useAdminTest,
  word,
} from '../harness/admin';

// An access request against the real server: made at /register, approved in the UI with a permission and
// clients, the requester told by the real SMTP catcher and signing in. The rest of the administration:
// admin.test.ts.

const session = useBrowser();
const fx = useAdminTest(session, 'admin-access-request');
const auth = (key: string) => text('pt-BR', key, 'auth');
const users = (key: string) => text('pt-BR', key, 'users');
const account = (key: string) => text('pt-BR', key, 'account');
// Permission labels are the domain catalogue's Portuguese descriptions (packages/domain/src/permissions.ts).
const REMITTANCES_CONSULT = /^Consultar remessas e seus detalhes/;
const USERS_CONSULT = /^Consultar usuários/;

// ------------------------------------------------------------------------------------------ tests

describe('access request', () => {
  it('is requested at /register, approved with a permission and clients, e-mailed, and used to sign in', async () => {
    const requester = await otherBrowser(session.context);
    fx.extra.push(requester);
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
    await r.getByLabel(field(fill(auth('register.client'), { number: 1 }))).fill(maskCnpj(fx.matched.taxId));
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
    await matches.getByRole('row', { name: new RegExp(fx.matched.name) }).waitFor();
    await matches.getByText(users('requests.noMatch')).waitFor();
    await screenshot(page, 'admin-access-request');

    // 3. Approval: the suggested client is already chosen; add another and one permission.
    await page.getByRole('button', { name: users('requests.approve.button'), exact: true }).click();
    const approve = dialog(page, fill(users('requests.approve.title'), { name }));
    await approve.waitFor();
    await approve.getByText(fx.matched.name, { exact: true }).waitFor();
    await approve
      .getByRole('combobox', { name: field(users('requests.approve.clientsLabel')) })
      .fill(fx.chosen.name.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(fx.chosen.name) }).click();
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
    await clients.getByText(fx.matched.name, { exact: true }).waitFor();
    await clients.getByText(fx.chosen.name, { exact: true }).waitFor();

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
