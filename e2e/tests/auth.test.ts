import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { shownDate, typeDate, typedDate } from '../harness/dates';
import { lastCodeSentTo, lastMailTo } from '../harness/mail';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
const auth = (key: string) => text('pt-BR', key, 'auth');
const common = (key: string) => text('pt-BR', key);

// The page's Content-Security-Policy must not block anything (the ALTCHA worker above all).
const cspViolations: string[] = [];

let main: TestUser;
let blockable: TestUser;
let recovering: TestUser;
let toasted: TestUser;

beforeAll(async () => {
  [main, blockable, recovering, toasted] = await Promise.all([
    createUser('main'),
    createUser('blockable'),
    createUser('recovery'),
    createUser('toasts'),
  ]);
  session.page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });
}, 120_000);

/** Every test starts signed out on a fresh page, whatever the previous one did. */
beforeEach(async () => {
  await session.context.clearCookies();
  await session.page.goto('/404');
  await session.page.evaluate(() => sessionStorage.clear());
  cspViolations.length = 0;
});

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function toasts(page: Page) {
  return page.getByRole('region', { name: common('notifications.label') });
}

function toast(page: Page, message: string) {
  return toasts(page).getByText(message, { exact: true });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the toasts on screen that cover any element `selector` finds, for the test's message. */
async function toastsCovering(page: Page, selector: string): Promise<string[]> {
  const shown = await toasts(page).getByRole('alert').or(toasts(page).getByRole('status')).all();
  const targets = await page.locator(selector).all();
  const covered: string[] = [];
  for (const item of shown) {
    const box = await item.boundingBox();
    for (const target of targets) {
      const other = await target.boundingBox();
      if (box && other && overlap(box, other)) {
        covered.push(
          `${await item.innerText()} covers ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`,
        );
      }
    }
  }
  return covered;
}

/** Waits until the ALTCHA widget has solved its proof of work (it starts when a field gets focus). */
async function captchaSolved(page: Page) {
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
  const box = page.getByRole('checkbox', { name: auth('captcha.widget.verified'), exact: true });
  expect(await box.isChecked()).toBe(true);
}

/** A field's accessible name: its label, with the asterisk of a required field or without. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

async function submitCredentials(page: Page, login: string, password: string) {
  await page.getByLabel(field(auth('login.identifier'))).fill(login);
  await page.getByLabel(field(auth('login.password'))).fill(password);
  await captchaSolved(page);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
}

/** Password step, then the e-mailed code; resolves on the page the app went to. */
async function signIn(page: Page, user: TestUser) {
  const since = Date.now();
  await submitCredentials(page, user.email, user.password);
  await heading(page, auth('code.title')).waitFor();
  const code = await lastCodeSentTo(user.email, since);
  await page.getByLabel(field(auth('code.label'))).fill(code);
  await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
}

describe('routing without a session', () => {
  it('sends / and protected paths to /login, remembering the wanted path', async () => {
    const { page } = session;
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await heading(page, auth('login.title')).waitFor();

    await page.goto('/change-password?from=test');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/change-password?from=test');
  });

  it('keeps unknown paths on /404 and shows the guest screens without navbar', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await heading(page, common('notFound.message')).waitFor();

    await page.goto('/recovery-password');
    await heading(page, auth('recovery.title')).waitFor();
    await page.goto('/register');
    await heading(page, auth('register.title')).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
  });
});

describe('sign-in', () => {
  it('validates the form with the specification messages before calling the server', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
    const login = page.getByLabel(field(auth('login.identifier')));
    expect(await page.locator('#login-helper-text').textContent()).toBe(auth('validation.login_required'));
    expect(await login.getAttribute('aria-invalid')).toBe('true');
    expect(await login.getAttribute('aria-describedby')).toContain('login-helper-text');
    expect(await page.locator('#password-helper-text').textContent()).toBe(
      auth('validation.password_required'),
    );
    await login.fill('not-an-email@');
    await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
    await page.locator('#login-helper-text', { hasText: auth('validation.login_invalid') }).waitFor();
  });

  it('wrong password: the message on both fields and a toast, then the warning, then the Attention dialog', async () => {
    const { page } = session;
    await page.goto('/login');
    const invalid = auth('login.invalidGrant');

    await submitCredentials(page, blockable.email, 'Wrong#Pass1');
    await page.locator('#password-helper-text', { hasText: invalid }).waitFor();
    expect(await page.locator('#login-helper-text').textContent()).toBe(invalid);
    await toast(page, invalid).waitFor();
    await screenshot(page, 'auth-invalid-grant');

    // The server spent the captcha: the widget solves a new one before the second try.
    await submitCredentials(page, blockable.email, 'Wrong#Pass2');
    await page.getByRole('alert').filter({ hasText: 'mais uma tentativa incorreta bloqueará' }).waitFor();

    await submitCredentials(page, blockable.email, 'Wrong#Pass3');
    const dialog = page.getByRole('alertdialog', { name: auth('login.attention') });
    await dialog.getByText(auth('login.contactManager'), { exact: true }).waitFor();
    await screenshot(page, 'auth-blocked');
    await dialog.getByRole('button', { name: auth('login.ok') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(cspViolations).toEqual([]);
  });

  it('signs in with the real captcha and the e-mailed code, lands on /home, and signs out', async () => {
    const { page } = session;
    await page.goto('/login');
    const since = Date.now();
    await submitCredentials(page, main.email.toUpperCase(), main.password);
    await heading(page, auth('code.title')).waitFor();
    await toast(page, auth('code.codeSent')).waitFor();
    const code = await lastCodeSentTo(main.email, since);
    const codeField = page.getByLabel(field(auth('code.label')));
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await expect(page.getByRole('button', { name: /Reenviar código em/ }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'auth-code-step');

    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
    await page.locator('#code-helper-text', { hasText: auth('code.invalid') }).waitFor();
    await toast(page, auth('code.invalid')).waitFor();

    await codeField.fill(code);
    await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
    await page.waitForURL('**/home');
    await toast(page, auth('login.success')).waitFor();
    await heading(page, text('pt-BR', 'welcome', 'home').replace('{{name}}', 'USUÁRIA TESTE')).waitFor();
    await screenshot(page, 'auth-home');

    // Guest screens send a signed-in user home; unknown paths still go to /404.
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/nowhere');
    await page.waitForURL('**/404');

    await page.goto('/home');
    await page
      .getByRole('button', {
        name: text('pt-BR', 'userMenu.open', 'shell').replace('{{name}}', 'USUÁRIA TESTE'),
      })
      .click();
    await page.getByRole('menuitem', { name: common('logout.action') }).click();
    await page.waitForURL('**/login');
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/home');
    expect(cspViolations).toEqual([]);
  });

  it('leaves only the success toast after signing in, and toasts never cover the toolbar or the user menu', async () => {
    const { page } = session;
    await page.goto('/login');
    // A toast at each step: wrong password, code sent, wrong code.
    await submitCredentials(page, toasted.email, 'Wrong#Pass1');
    await toast(page, auth('login.invalidGrant')).waitFor();
    const since = Date.now();
    await submitCredentials(page, toasted.email, toasted.password);
    await heading(page, auth('code.title')).waitFor();
    await toast(page, auth('code.codeSent')).waitFor();
    const code = await lastCodeSentTo(toasted.email, since);
    const codeField = page.getByLabel(field(auth('code.label')));
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
    await toast(page, auth('code.invalid')).waitFor();
    await codeField.fill(code);
    await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
    await page.waitForURL('**/home');
    await toast(page, auth('login.success')).waitFor();
    expect(
      await toasts(page).getByRole('alert').or(toasts(page).getByRole('status')).allInnerTexts(),
    ).toEqual([auth('login.success')]);

    const toolbarControls = 'header button, header a, header input';
    await page.locator(toolbarControls).first().waitFor();
    expect(await toastsCovering(page, toolbarControls)).toEqual([]);
    await page
      .getByRole('button', {
        name: text('pt-BR', 'userMenu.open', 'shell').replace('{{name}}', 'USUÁRIA TESTE'),
      })
      .click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await toastsCovering(page, '[role="menuitem"]')).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('returns to the remembered path after sign-in', async () => {
    const { page } = session;
    await page.goto('/change-password');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, main);
    await page.waitForURL('**/change-password');
    await heading(page, auth('changePassword.title')).waitFor();
  });
});

describe('signed in', () => {
  it('sends the CSRF token (a wrong current password is a field error, not a 403)', async () => {
    const { page } = session;
    await page.goto('/login?next=%2Fchange-password');
    await signIn(page, main);
    await page.waitForURL('**/change-password');
    await page.getByLabel(field(auth('changePassword.current'))).fill('Not#Mine1');
    await page.getByLabel(field(auth('changePassword.newPassword'))).fill('Novo#Segredo9');
    await page.getByLabel(field(auth('changePassword.confirmation'))).fill('Novo#Segredo9');
    await page.getByRole('button', { name: auth('changePassword.submit'), exact: true }).click();
    await page
      .locator('#currentPassword-helper-text', { hasText: auth('validation.current_password_invalid') })
      .waitFor();
  });

  it('a 401 (session gone) logs out with the server message and goes to /login remembering the page', async () => {
    const { page, context } = session;
    await page.goto('/login?next=%2Fchange-password');
    await signIn(page, main);
    await page.waitForURL('**/change-password');
    await context.clearCookies({ name: 'fxbo_session' });
    await page.getByLabel(field(auth('changePassword.current'))).fill(main.password);
    await page.getByLabel(field(auth('changePassword.newPassword'))).fill('Novo#Segredo9');
    await page.getByLabel(field(auth('changePassword.confirmation'))).fill('Novo#Segredo9');
    await page.getByRole('button', { name: auth('changePassword.submit'), exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/change-password',
    );
    await toast(page, 'Sessão expirada ou inexistente. Entre novamente.').waitFor();
  });
});

describe('password recovery and registration', () => {
  it('recovery: validates, answers neutrally, and the e-mailed link sets a new password', async () => {
    const { page } = session;
    const user = recovering;
    await page.goto('/recovery-password');
    await page.getByRole('button', { name: auth('recovery.submit'), exact: true }).click();
    await page.locator('#email-helper-text', { hasText: auth('validation.login_required') }).waitFor();

    const since = Date.now();
    await page.getByLabel(field(auth('recovery.email'))).fill(user.email);
    await captchaSolved(page);
    await page.getByRole('button', { name: auth('recovery.submit'), exact: true }).click();
    await page.getByText(auth('recovery.sent'), { exact: true }).waitFor();

    const mail = await lastMailTo(user.email, since);
    const link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[0];
    expect(link, 'reset link in the e-mail').toBeDefined();
    await page.goto(link ?? '/');
    await heading(page, auth('reset.title')).waitFor();
    const password = page.getByLabel(field(auth('reset.newPassword')));
    await password.fill('abc');
    // The checklist follows the typing: lowercase met, the rest not yet.
    await page
      .getByRole('listitem')
      .filter({ hasText: auth('passwordRules.lowercase') })
      .getByText(auth('passwordRules.met'))
      .waitFor();
    await page.getByRole('button', { name: auth('reset.submit'), exact: true }).click();
    await page
      .locator('#newPassword-helper-text', { hasText: auth('validation.password_too_short') })
      .waitFor();
    await password.fill('Nova#Senha42');
    await page.getByLabel(field(auth('reset.confirmation'))).fill('Nova#Senha42');
    await page.getByRole('button', { name: auth('reset.submit'), exact: true }).click();
    await page.getByText(auth('reset.done'), { exact: true }).waitFor();

    // The link is spent now.
    await page.goto(link ?? '/');
    await page.getByText(auth('validation.reset_link_invalid'), { exact: true }).waitFor();
    await page.getByRole('link', { name: auth('reset.askAgain') }).click();
    await page.waitForURL('**/recovery-password');
  });

  it('registration: an access request with a masked CPF and an alphanumeric CNPJ awaits approval', async () => {
    const { page } = session;
    await page.goto('/register');
    await page.getByLabel(field(auth('register.name'))).fill('Joana Registro Teste');
    const cpf = page.getByLabel(field(auth('register.cpf')));
    await cpf.pressSequentially('52998224725');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    await typeDate(page, field(auth('register.birthDate')), typedDate('1990-05-17'));
    expect(await shownDate(page, field(auth('register.birthDate')))).toBe('17/05/1990');
    await page.getByLabel(field(auth('register.email'))).fill(`joana.${Date.now()}@e2e.example.com`);
    await page.getByLabel(field(auth('register.phone'))).fill('11987654321');
    await page.getByLabel(field(auth('register.password'))).fill('Cadastro#Novo26');
    await page.getByLabel(field(auth('register.passwordConfirmation'))).fill('Cadastro#Novo26');
    await page.getByLabel(field(auth('register.company'))).fill('Empresa Teste Ltda');
    const client = page.getByLabel(field(auth('register.client').replace('{{number}}', '1')));
    await client.fill('12abc34501de35');
    expect(await client.inputValue()).toBe('12.ABC.345/01DE-35');
    await page.getByRole('button', { name: auth('register.addClient') }).click();
    await page
      .getByLabel(field(auth('register.client').replace('{{number}}', '2')))
      .fill('11.222.333/0001-80');
    await captchaSolved(page);
    await page.getByRole('button', { name: auth('register.submit'), exact: true }).click();
    await page
      .locator('#clientTaxIds-1-helper-text', { hasText: auth('validation.tax_id_invalid') })
      .waitFor();
    await page
      .getByLabel(field(auth('register.client').replace('{{number}}', '2')))
      .fill('11.222.333/0001-81');
    await page.getByRole('button', { name: auth('register.submit'), exact: true }).click();
    await page.getByText(auth('register.received'), { exact: true }).waitFor();
    await screenshot(page, 'auth-register-received');
  });
});
