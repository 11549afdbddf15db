import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { describeViolations, seriousViolations } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

const session = useBrowser();
const auth = (key: string) => text('pt-BR', key, 'auth');

// What the browser reports as wrong: console errors (a failed request is one: "Failed to load resource") and
// Content-Security-Policy violations, which reach the page as events even when the refused code's error is
// caught (zod's `new Function` probe).
const problems: string[] = [];
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile);
});`;

let user: TestUser;

beforeAll(async () => {
  user = await createUser('console');
  await session.page.addInitScript(reportViolations);
  session.page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
}, 120_000);

beforeEach(async () => {
  await session.context.clearCookies();
  problems.length = 0;
});

describe('a clean console', () => {
  it('/login as a guest and /home after signing in: no console error, no CSP violation', async () => {
    const { page } = session;
    // Requests under way, by URL: "everything has answered" is none left, checked by the page's own requests
    // (Chromium's network-idle event, fired once per document, was seen never to come after the client-side
    // move from /login to /home with nothing pending).
    const pending = new Map<object, string>();
    // Not the captcha's worker scripts: the widget ends its workers once solved (checked below by its
    // "verified" state), and Chromium then reports neither the end nor the failure of their script's request.
    page.on('request', (r) => {
      if (!/\/assets\/[\w-]+\.worker-[\w-]+\.js$/.test(r.url())) pending.set(r, r.url());
    });
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: auth('login.title'), exact: true }).waitFor();
    // The widget's worker has run: everything the page loads before signing in has loaded.
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
    expect(problems, '/login').toEqual([]);

    await signIn(page, user, { goToLogin: false });
    await page.waitForURL('**/home');
    await page.locator('[data-layout]').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Everything /home asks for has answered (on a busy host its summaries may take longer than 10 s).
    await expect.poll(() => [...pending.values()], { timeout: 30_000 }).toEqual([]);
    expect(problems, '/home').toEqual([]);
  });
});

describe('the language toggle of the card screens', () => {
  it('meets WCAG AA contrast (4.5:1) pressed and not pressed, in both languages', async () => {
    const { page } = session;
    await page.goto('/login');
    // Portuguese pressed, then English pressed; the language is remembered, so end in Portuguese again.
    for (const next of ['en', 'pt-BR'] as const) {
      await page.getByRole('group', { name: /^(Idioma|Language)$/ }).waitFor();
      const violations = (await seriousViolations(page)).filter((v) => v.id === 'color-contrast');
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.getByRole('button', { name: text(next, `language.${next}`), exact: true }).click();
      await page.locator(`html[lang="${next}"]`).waitFor();
    }
  });
});
