import { contractsList, natureByCode, natureOptionText, quotationsList } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { createClient, createShipper } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { openFilters } from '../harness/filters';
import { escapeRegExp, fieldName, shootAtTwoWidths, switchLanguage } from '../harness/screens';
import { createUser, type TestUser } from '../harness/users';
import { useScreenTest } from '../harness/screen-test';

// Pickers instead of codes (issue 24, decisions §53). An administrator types a name and picks a nature of
// operation and a bank in the contracts' filters, a winning bank in the quotations' filter, and a bank in the
// remittance's payment-data dialog, in Portuguese and in English; the address keeps the codes, the chips read
// "code — name". A bank code that names no bank in the address is named by its field. Screenshots at
// 1,440 × 900 and 390 wide.

const session = useBrowser();
const tag = randomDigits(6);
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const rm = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');

const bankShort = `Seletivo ${tag}`;
const clientName = `Seletores ${tag} Ltda`;
let bankCode = '';
let unknownCode = '';
let remittanceId = '';
let admin: TestUser;

const screen = useScreenTest(session, 'pickers', async (db) => {
  // Two codes no bank has: one for this test's bank, one that must stay unknown.
  const { rows: free } = await db.query<{ code: string }>(
    `select lpad(g::text, 3, '0') as code from generate_series(100, 999) g
     where not exists (select 1 from banks where compe_code = lpad(g::text, 3, '0'))
     order by md5(g::text || $1) limit 2`,
    [tag],
  );
  bankCode = free[0]!.code;
  unknownCode = free[1]!.code;
  const { rows: bank } = await db.query<{ id: string }>(
    `insert into banks (compe_code, ispb, name, short_name) values ($1, $2, $3, $4) returning id::text`,
    [bankCode, `9${tag}0`, `Banco ${bankShort} S.A.`, bankShort],
  );
  const bankId = bank[0]!.id;
  const client = await createClient(db, clientName);
  // The one contract with this bank and the nature 45500; one of each that shares only one of them.
  for (const [n, nature, withBank] of [
    [1, '45500', true],
    [2, '10024', true],
    [3, '45500', false],
  ] as const)
    await db.query(
      `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate,
         mn_value, nature_code, nature_description, bank_id)
       values ($1, '2026-03-02', 'financial_purchase', $2, 'USD', 1000, 5.1245, 5124.50, $3, $4, $5)`,
      [`SEL-${tag}-${n}`, client.id, nature, natureByCode(nature)!.label['pt-BR'], withBank ? bankId : null],
    );
  await db.query(
    `insert into quotations (quotation_date, client_id, quotation_type, currency, quoted_amount, mn_amount,
       me_liquidation_date, mn_liquidation_date, winning_rate, winning_bank_id, status)
     values ('2026-03-02', $1, 'sale', 'USD', 12345.67, 63262.53, '2026-03-03', '2026-03-04', 5.1245, $2,
       'closed')`,
    [client.id, bankId],
  );
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora ${tag}`,
    code: `S${tag}`,
    country: 'US',
  });
  const { rows: remittance } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
       include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
       sender_person_type, beneficiary_name, beneficiary_tax_id, beneficiary_birth_date, beneficiary_phone,
       beneficiary_email, beneficiary_country, payment_type, bank_code, bank_ispb, agency, agency_check_digit,
       account, account_check_digit, account_type, message)
     values ($1, $2, $3, 'API', 'Manutenção de residente', timestamptz '2026-03-02 15:00-03', '2026-03-02',
       'pending', 'USD', 1000.50, '5.23456789', 'John Smith', 'US', 'PF', $4, '52998224725', '1985-04-12',
       '+5511987654321', 'beneficiaria@example.com', 'BR', 'credit_account', '341', '60701190', '1234', '5',
       '123456', '7', 'checking', 'Ajuda de custo')
     returning id::text`,
    [client.id, shipperId, `SEL-${tag}`, `Beneficiária ${tag} Souza`],
  );
  remittanceId = remittance[0]!.id;
  admin = await createUser(`seletores${tag}`, { admin: true });
  return admin;
});

const search = (language: Language) =>
  session.page.getByRole('button', { name: components('filters.search', language), exact: true }).click();

/** Types `typed` into the picker `label` and picks the option `option`. */
async function pick(label: string, typed: string, option: string, shot?: string) {
  const { page } = session;
  const input = page.getByRole('combobox', { name: fieldName(label) });
  await input.fill(typed);
  // A bank's option reads its ISPB under its name.
  const choice = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) });
  await choice.waitFor();
  // Only what matches the typed name is offered.
  await expect.poll(() => page.getByRole('option').count()).toBe(1);
  if (shot) await screenshot(page, shot);
  await choice.click();
  expect(await input.inputValue()).toBe(option);
}

describe.each([
  ['pt-BR', 'investimento estrangeiro'],
  ['en', 'foreign direct investment'],
] as const)('pickers in %s', (language, natureTyped) => {
  it('picks a nature and a bank by name in the contracts’ filters; the address keeps the codes', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contract');
    if (language === 'en') await switchLanguage(page, 'pt-BR', 'en');
    await openFilters(page, language);
    const natureLabel = contractsList.filters.nature.label[language];
    const bankLabel = contractsList.filters.bank.label[language];
    const nature = natureOptionText('45500', language);
    const bank = `${bankCode} — ${bankShort}`;
    await pick(natureLabel, natureTyped, nature, `pickers-contracts-nature-open-${language}`);
    await pick(bankLabel, bankShort.toLowerCase(), bank, `pickers-contracts-bank-open-${language}`);
    await search(language);
    await page.waitForURL(
      (url) => url.searchParams.get('nature') === '45500' && url.searchParams.get('bank') === bankCode,
    );
    await page.getByRole('link', { name: `SEL-${tag}-1`, exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`^SEL-${tag}-`) }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByRole('button', { name: `${natureLabel}: ${nature}` }).waitFor();
    await page.getByRole('button', { name: `${bankLabel}: ${bank}` }).waitFor();
    await shootAtTwoWidths(page, `pickers-contracts-${language}`, { width: 1440, height: 900 });

    // Opened from the address, the form shows the picked names.
    await page.reload();
    await openFilters(page, language);
    expect(await page.getByRole('combobox', { name: fieldName(natureLabel) }).inputValue()).toBe(nature);
    await expect
      .poll(() => page.getByRole('combobox', { name: fieldName(bankLabel) }).inputValue())
      .toBe(bank);

    // On a phone the form is a drawer; the picker's list fits it.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/contract');
    await openFilters(page, language);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: fieldName(natureLabel) }).fill(natureTyped.slice(0, 10));
    await page.getByRole('option', { name: nature, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBeLessThan(3);
    await screenshot(page, `pickers-contracts-nature-open-${language}-390`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('picks the winning bank by name in the quotations’ filter', async () => {
    const { page } = session;
    await page.goto('/quotation');
    await openFilters(page, language);
    const label = quotationsList.filters.bankCode.label[language];
    const bank = `${bankCode} — ${bankShort}`;
    await pick(label, bankShort, bank);
    await search(language);
    await page.waitForURL((url) => url.searchParams.get('bankCode') === bankCode);
    await page.getByText(clientName).first().waitFor();
    await page.getByRole('button', { name: `${label}: ${bank}` }).waitFor();
    await shootAtTwoWidths(page, `pickers-quotations-${language}`, { width: 1440, height: 900 });
  });

  it('names a bank code that names no bank, by its field, and offers to clear it', async () => {
    const { page } = session;
    await page.goto(`/contract?bank=${unknownCode}`);
    const alert = page.getByRole('alert').filter({ hasText: components('filters.invalidAddress', language) });
    await alert
      .getByText(
        `${contractsList.filters.bank.label[language]}: ${language === 'en' ? 'Invalid bank.' : 'Banco inválido.'}`,
      )
      .waitFor();
    await alert.getByRole('button', { name: components('filters.clearInvalid', language) }).click();
    await page.waitForURL((url) => !url.searchParams.has('bank'));
  });

  it('picks a bank by name in the payment-data dialog', async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${remittanceId}`);
    await page.getByRole('button', { name: rm('actions.editBeneficiary', language) }).click();
    const dialog = page.getByRole('dialog', { name: rm('beneficiaryForm.title', language) });
    const label = rm('beneficiaryForm.bankCode', language);
    await pick(label, bankShort, `${bankCode} — ${bankShort}`);
    await shootAtTwoWidths(page, `pickers-beneficiary-${language}`, { width: 1440, height: 900 });
    await dialog.getByRole('button', { name: rm('beneficiaryForm.save', language) }).click();
    await dialog.waitFor({ state: 'hidden' });
    if (language === 'en') {
      await switchLanguage(page, 'en', 'pt-BR'); // as found, for whoever signs in next
      expect(screen.missingKeys).toEqual([]);
    }
  });
});
