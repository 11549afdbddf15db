import { FIELD_MESSAGES } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { randomDigits } from '../harness/documents';
import { seedRemittances, type Seeded } from '../harness/remittances';
import { pdfBehind } from '../harness/record';
import { useScreenTest } from '../harness/screen-test';
import { createUser } from '../harness/users';

// /remittance-detail's actions against the real server, on remittances of a fresh client seeded in the
// database: a cancel with its reason in the history, the receipt PDF, the beneficiary's payment data corrected
// (the form's and the server's refusals, the bank picked by name). The list: remittances.test.ts.

const session = useBrowser();
// The domain's text of the required cancel reason (packages/domain FIELD_MESSAGES.cancel_reason_required).
const CANCEL_REASON_REQUIRED = /motivo do cancelamento/i;
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\*)?$`);

let rows: Seeded[] = [];
const tag = randomDigits(6);

const screen = useScreenTest(session, 'remittance-actions', async (db) => {
  ({ rows } = await seedRemittances(db, tag));
  return createUser(`remessas${tag}`, { admin: true });
});

const table = (language: Language = 'pt-BR') =>
  session.page.getByRole('table', { name: r('list.title', language) });

describe('remittance detail actions', () => {
  it('opens a detail and cancels with a reason that shows in the history', async () => {
    const { page } = session;
    const target = rows[7]!;
    await page.goto(`/remittance?reference=${target.reference}`);
    await table().getByRole('link', { name: target.id, exact: true }).click();
    await page.waitForURL(`**/remittance-detail/${target.id}`);
    await page
      .getByRole('heading', { level: 1, name: fill(r('detail.title'), { reference: target.reference }) })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: r('detail.history') }).waitFor();
    await page.getByRole('button', { name: r('actions.cancel'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: r('cancel.confirm') }).click();
    // The reason is required: the dialog stays open and says so.
    await dialog.getByText(CANCEL_REASON_REQUIRED).waitFor();
    const reason = `Pedido do remetente ${tag}`;
    await dialog.getByLabel(exact(r('cancel.reason'))).fill(reason);
    await dialog.getByRole('button', { name: r('cancel.confirm') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const history = page.getByRole('table', { name: r('detail.historyLabel') });
    await history.getByText(reason).waitFor();
    await page.getByText(r('status.canceled'), { exact: true }).first().waitFor();
  });

  it('opens the receipt PDF from the detail, in the reader’s language', async () => {
    const { page } = session;
    const target = rows[0]!;
    await page.goto(`/remittance-detail/${target.id}`);
    const pdf = await pdfBehind(page, page.getByRole('link', { name: r('actions.pdf') }));
    expect(pdf).toContain(target.reference);
    expect(pdf).toContain(target.name);
    expect(pdf).toContain('HISTÓRICO DE PAGAMENTO');
  });

  it('corrects the beneficiary payment data with the spec 5 messages', async () => {
    const { page } = session;
    const target = rows[9]!;
    await page.goto(`/remittance-detail/${target.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    const email = dialog.getByLabel(exact(r('detail.email')));
    await email.fill('nova@');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.getByText('Email inválido.').waitFor();
    await email.fill(`nova.${tag}@example.com`);
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`nova.${tag}@example.com`).waitFor();
    const history = page.getByRole('table', { name: r('detail.historyLabel') });
    await history.getByText('Dados de pagamento alterados').waitFor();
  });

  it("shows the server's refusal under its field: bank 999 is no bank (issue 24)", async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${rows[8]!.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    // A Brazilian agency has 4 digits: "12" is refused before anything is sent.
    const agency = dialog.getByLabel(exact(r('detail.agency')));
    await agency.fill('12');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog
      .locator('#beneficiary-agency-helper-text', { hasText: FIELD_MESSAGES.invalid_agency['pt-BR'] })
      .waitFor();
    await agency.fill('0012');
    // Three digits pass the form's own check; only the server knows the banks.
    await dialog.getByLabel(exact(r('beneficiaryForm.bankCode'))).fill('999');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.locator('#beneficiary-bankCode-helper-text', { hasText: 'Banco inválido.' }).waitFor();
    await expect
      .poll(() => dialog.getByLabel(exact(r('beneficiaryForm.bankCode'))).getAttribute('aria-invalid'))
      .toBe('true');
    // Said under the field, not again in the dialog's alert.
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'beneficiary-bank-refused-pt-BR');
    await dialog.getByRole('button', { name: components('dialog.cancel') }).click();
  });

  it('picks the bank by name from the banks table (issue 24)', async () => {
    const { page } = session;
    await screen.db.query(
      `insert into banks (compe_code, ispb, name, short_name) values ('977', '97700977', $1, $1)
       on conflict do nothing`,
      [`Banco Seletor ${tag}`],
    );
    await page.goto(`/remittance-detail/${rows[5]!.id}`);
    await page.getByRole('button', { name: r('actions.editBeneficiary') }).click();
    const dialog = page.getByRole('dialog', { name: r('beneficiaryForm.title') });
    const bank = dialog.getByRole('combobox', { name: exact(r('beneficiaryForm.bankCode')) });
    // The bank of the remittance shows with its name.
    expect(await bank.inputValue()).toBe('341 — Itaú');
    await bank.fill(`seletor ${tag}`);
    await page.getByRole('option', { name: new RegExp(`^977 — Banco Seletor ${tag}`) }).click();
    expect(await bank.inputValue()).toBe(`977 — Banco Seletor ${tag}`);
    await screenshot(page, 'beneficiary-bank-picked-pt-BR');
    await dialog.getByRole('button', { name: r('beneficiaryForm.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`977 - Banco Seletor ${tag}`).waitFor();
  });
});
