import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { shootAtTwoWidths } from '../harness/screens';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
const auth = (key: string) => text('pt-BR', key, 'auth');
const CHALLENGE = '**/api/auth/captcha';

let user: TestUser;

beforeAll(async () => {
  user = await createUser('captcha');
}, 120_000);

beforeEach(async () => {
  await session.context.clearCookies();
  await session.page.unrouteAll();
  // No sign-in left waiting for its code by the test before: /login opens on the credentials.
  await session.page.goto('/404');
  await session.page.evaluate(() => sessionStorage.clear());
});

/** A field's accessible name: its label, with the asterisk of a required field or without. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);
}

const widgetIn = (page: Page, state: string) => page.locator(`altcha-widget [data-state="${state}"]`);

/**
 * An ALTCHA challenge (unsigned: the widget does not check signatures, the server would refuse it) whose
 * solution is `counter`: the widget derives counter + 1 PBKDF2 keys of `cost` iterations to find it, which
 * takes seconds instead of the test server's milliseconds.
 */
function slowChallenge(counter: number, maxCounter: number, cost: number) {
  const nonce = randomBytes(16);
  const salt = randomBytes(16);
  const password = Buffer.concat([nonce, Buffer.alloc(4)]);
  password.writeUInt32BE(counter, nonce.length);
  const key = pbkdf2Sync(password, salt, cost, 32, 'sha256');
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: nonce.toString('hex'),
      salt: salt.toString('hex'),
      cost,
      keyLength: 32,
      keyPrefix: key.subarray(0, 16).toString('hex'),
      data: { maxCounter },
    },
    signature: 'unsigned',
  };
}

describe('the captcha', () => {
  it('a submit while it is verifying waits for the solution, then goes ahead', async () => {
    const { page } = session;
    // The challenge is held back: the widget stays "verifying" until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHALLENGE, async (route) => {
      await held;
      await route.continue();
    });
    const signIns: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in')) signIns.push(request);
    });

    await page.goto('/login');
    await page.getByLabel(field(auth('login.identifier'))).fill(user.email);
    await page.getByLabel(field(auth('login.password'))).fill(user.password);
    await widgetIn(page, 'verifying').waitFor();
    const submit = page.getByRole('button', { name: auth('login.submit'), exact: true });
    await submit.click();

    // The form says it is busy, and nothing contradicts the widget: no "captcha required", nothing sent.
    await expect.poll(() => submit.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(auth('validation.captcha_required')).count()).toBe(0);
    expect(signIns).toHaveLength(0);

    release();
    await page.getByRole('heading', { level: 1, name: auth('code.title'), exact: true }).waitFor();
    expect(signIns).toHaveLength(1);
  });

  it("never delays the form's own messages: empty fields are named at once, the widget still verifying", async () => {
    const { page } = session;
    // The challenge is held back for the whole test: the widget cannot finish, whatever the machine's speed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHALLENGE, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const signIns: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in')) signIns.push(request);
    });
    try {
      await page.goto('/login');
      await page.getByLabel(field(auth('login.identifier'))).focus();
      await widgetIn(page, 'verifying').waitFor();
      const submit = page.getByRole('button', { name: auth('login.submit'), exact: true });
      await submit.click();

      await page.locator('#login-helper-text', { hasText: auth('validation.login_required') }).waitFor();
      await page
        .locator('#password-helper-text', { hasText: auth('validation.password_required') })
        .waitFor();
      // Shown while the proof of work is still under way; the button is free again, nothing was sent.
      expect(await widgetIn(page, 'verifying').count()).toBe(1);
      expect(await submit.isEnabled()).toBe(true);
      expect(signIns).toHaveLength(0);
      await shootAtTwoWidths(page, 'signin-empty-while-verifying');
    } finally {
      release();
    }
  });

  it('shows its progress while it works, and no bar once solved', async () => {
    const { page } = session;
    // About 2 s on two cores; the test waits for the progress, not for a time.
    const challenge = slowChallenge(4_000, 5_000, 5_000);
    await page.route(CHALLENGE, (route) => route.fulfill({ json: challenge }));
    await page.goto('/recovery-password');
    await page.getByLabel(field(auth('recovery.email'))).focus();

    const bar = page.getByRole('progressbar', { name: auth('captcha.progress'), exact: true });
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await widgetIn(page, 'verified').waitFor({ timeout: 90_000 });
    expect(await bar.count()).toBe(0);
  });
});
