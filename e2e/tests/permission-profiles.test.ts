import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { fieldName as field, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

// Permission profiles (issue 24, decisions §52), in both languages: an administrator creates a profile with the
// permission grid, assigns it to a user on the user's page, sees the user's permissions with those coming from
// the profile marked, and is refused the profile's deletion while the user holds it.

const session = useBrowser();
// Permission labels are the domain catalogue's descriptions (packages/domain/src/permissions.ts).
const AUDIT_CONSULT = { 'pt-BR': /^Consultar a auditoria/, en: /^Consult the audit log/ };
const BALANCE_CONSULT = { 'pt-BR': /^Consultar saldos/, en: /^Consult balances/ };

let admin: TestUser;

function toast(page: Page, language: Language, message: string) {
  return page
    .getByRole('region', { name: text(language, 'notifications.label') })
    .getByText(message, { exact: true });
}

/** Both widths the issue asks about (nothing wider than a phone's screen), then back to the desktop. */
const shoot = (page: Page, name: string) => shootAtTwoWidths(page, name, { width: 1440, height: 900 });

beforeAll(async () => {
  admin = await createUser(`profadm${Date.now()}`, { admin: true });
  await session.page.setViewportSize({ width: 1440, height: 900 });
  await signIn(session.page, admin);
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  await screenshot(session.page, `profiles-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe.each(['pt-BR', 'en'] as const)('permission profiles (%s)', (language) => {
  const users = (key: string) => text(language, key, 'users');

  it('create a profile, assign it to a user, see their permissions, refused delete while held', async () => {
    const { page } = session;
    const target = await createUser(`profuser${Date.now()}`);
    const profileName = `${language === 'en' ? 'Audit desk' : 'Mesa de auditoria'} ${Date.now().toString(36)}`;
    // The profiles' screen, reached from the users' tabs.
    await page.goto('/admin/users');
    if (language === 'en') await switchLanguage(page, 'pt-BR', 'en');
    await page
      .getByRole('navigation', { name: users('tabs.label') })
      .getByRole('link', { name: users('tabs.profiles') })
      .click();
    await page.waitForURL(/\/admin\/users\/profiles$/);
    await page.getByRole('heading', { level: 1, name: users('profiles.title') }).waitFor();

    // A new profile: nothing ticked is refused under the grid, then saved with two permissions.
    await page.getByRole('link', { name: users('profiles.new') }).click();
    await page.waitForURL(/\/admin\/users\/profiles\/new$/);
    await page.getByRole('textbox', { name: field(users('profiles.form.name')) }).fill(profileName);
    await page.getByRole('button', { name: users('profiles.form.create'), exact: true }).click();
    await page.getByText(users('validation.profile_permissions_required'), { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: AUDIT_CONSULT[language] }).check();
    await page.getByRole('checkbox', { name: BALANCE_CONSULT[language] }).check();
    await shoot(page, `profiles-edit-${language}`);
    await page.getByRole('button', { name: users('profiles.form.create'), exact: true }).click();
    await toast(page, language, fill(users('profiles.form.created'), { name: profileName })).waitFor();
    await page.waitForURL(/\/admin\/users\/profiles$/);
    const card = page.getByRole('listitem', { name: profileName });
    await card.getByText(fill(users('profiles.userCount_zero'), { count: 0 }), { exact: true }).waitFor();
    await card
      .getByText(fill(users('profiles.permissionCount_other'), { count: 2 }), { exact: true })
      .waitFor();

    // Assigned on the user's page: the permissions read as the profile's, marked, beside the user's own.
    await page.goto(`/admin/users?${new URLSearchParams({ name: target.name })}`);
    await page
      .getByRole('table', { name: users('list.title') })
      .getByRole('link', { name: target.name, exact: true })
      .click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/detail$/);
    // A select's accessible name is its label and its current choice.
    await page.getByRole('combobox', { name: new RegExp(`^${users('profiles.picker.label')}`) }).click();
    await page.getByRole('option', { name: profileName, exact: true }).click();
    await page.getByRole('button', { name: users('profiles.picker.save'), exact: true }).click();
    await toast(
      page,
      language,
      fill(users('profiles.picker.saved'), { name: target.name, profile: profileName }),
    ).waitFor();
    const fromProfile = page.getByRole('checkbox', { name: AUDIT_CONSULT[language] });
    await expect.poll(() => fromProfile.isChecked()).toBe(true);
    expect(await fromProfile.isDisabled()).toBe(true);
    const marked = fill(users('profiles.fromProfile'), { name: profileName });
    expect(await page.getByText(marked, { exact: true }).count()).toBe(2);
    await shoot(page, `profiles-user-${language}`);

    // Held by the user: the deletion is refused, saying why.
    await page.goto('/admin/users/profiles');
    const held = page.getByRole('listitem', { name: profileName });
    await held.getByText(fill(users('profiles.userCount_one'), { count: 1 }), { exact: true }).waitFor();
    await shoot(page, `profiles-list-${language}`);
    await held.getByRole('button', { name: users('profiles.delete.button'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: fill(users('profiles.delete.title'), { name: profileName }),
    });
    await confirm.getByRole('button', { name: users('profiles.delete.confirm'), exact: true }).click();
    await confirm.getByRole('alert').getByText(users('profiles.delete.inUse'), { exact: true }).waitFor();
    await screenshot(page, `profiles-delete-refused-${language}`, { viewport: true });
    await confirm.getByRole('button', { name: text(language, 'dialog.cancel', 'components') }).click();
    await held.waitFor();
  });

  it('a name another profile has is refused under the name; leaving unsaved edits asks first', async () => {
    const { page } = session;
    const components = (key: string) => text(language, key, 'components');
    await page.goto('/admin/users/profiles/new');
    await page.getByRole('heading', { level: 1, name: users('profiles.new') }).waitFor();
    // "Tesouraria" is a seeded profile; names are unique whatever the case (the server says so: 409).
    const name = page.getByRole('textbox', { name: field(users('profiles.form.name')) });
    await name.fill('TESOURARIA');
    await page.getByRole('checkbox', { name: BALANCE_CONSULT[language] }).check();
    await page.getByRole('button', { name: users('profiles.form.create'), exact: true }).click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(users('validation.profile_name_taken'), { exact: true }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: users('validation.profile_name_taken') })
        .count(),
    ).toBe(0);

    await page.getByRole('link', { name: users('profiles.back') }).click();
    const ask = page.getByRole('alertdialog', { name: components('unsaved.title') });
    await ask.getByRole('button', { name: components('unsaved.stay') }).click();
    expect(await name.inputValue()).toBe('TESOURARIA');
    await page.getByRole('link', { name: users('profiles.back') }).click();
    await ask.getByRole('button', { name: components('unsaved.leave') }).click();
    await page.waitForURL(/\/admin\/users\/profiles$/);
  });
});
