import type { BrowserContext, Page } from 'playwright-core';
import { text } from './catalog';
import { connectDatabase } from './database';
import { lastCodeSentTo } from './mail';
import type { TestUser } from './users';

const auth = (key: string) => text('pt-BR', key, 'auth');

/** A field's accessible name: its label, with the asterisk of a required field or without. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

/**
 * Resolves once the sign-in form's captcha widget has solved its challenge. The widget starts by itself when
 * focus enters the form; a field focused in the instant before the widget was ready would leave it waiting, so
 * once it is ready it is asked to verify if nothing started it yet (the check and the call run together in the
 * page, as the form's own submit does: CaptchaField `solved()`).
 */
export async function captchaSolved(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof (document.querySelector('altcha-widget') as { getState?: unknown } | null)?.getState ===
      'function',
    undefined,
    { timeout },
  );
  await page.evaluate(() => {
    const widget = document.querySelector('altcha-widget') as unknown as {
      getState(): string;
      verify(): Promise<unknown>;
    };
    if (widget.getState() === 'unverified') void widget.verify().catch(() => undefined);
  });
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout });
}

/**
 * Signs `user` in through the real sign-in page (captcha solved by the widget, the e-mailed code read from
 * the mail catcher) and resolves once the app has left /login. The page must be on /login already when
 * `goToLogin` is false (e.g. sent there by a guard, remembering a path). The app's language is Portuguese.
 */
export async function signIn(page: Page, user: TestUser, { goToLogin = true } = {}): Promise<void> {
  if (goToLogin) await page.goto('/login');
  await page.getByLabel(field(auth('login.identifier'))).fill(user.email);
  await page.getByLabel(field(auth('login.password'))).fill(user.password);
  await captchaSolved(page);
  const since = Date.now();
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  const codeStep = page.getByRole('heading', { level: 1, name: auth('code.title'), exact: true });
  // A trusted device goes straight in; otherwise the e-mailed code.
  const step = await Promise.race([
    codeStep.waitFor({ timeout: 15_000 }).then(() => 'code' as const),
    page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }).then(() => 'in' as const),
  ]);
  if (step === 'code') {
    const code = await lastCodeSentTo(user.email, since);
    await page.getByLabel(field(auth('code.label'))).fill(code);
    await page.getByRole('button', { name: auth('code.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }
}

/** A state-changing API call as the signed-in page would make it (session cookie and CSRF token). */
export async function apiPut(context: BrowserContext, path: string, body: unknown): Promise<unknown> {
  const csrf = (await context.cookies()).find((c) => c.name === 'fxbo_csrf')?.value ?? '';
  const response = await context.request.put(path, { data: body, headers: { 'X-CSRF-Token': csrf } });
  if (!response.ok()) throw new Error(`PUT ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Gives a (not yet signed-in) user permission keys, straight in the app's database. */
export async function grantPermissions(email: string, keys: readonly string[]): Promise<void> {
  const client = await connectDatabase();
  try {
    await client.query(
      `insert into user_permissions (user_id, permission_key)
       select u.id, k from users u, unnest($2::text[]) k where lower(u.email) = lower($1)
       on conflict do nothing`,
      [email, keys],
    );
  } finally {
    await client.end();
  }
}
