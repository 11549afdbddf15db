import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { shootAtTwoWidths, shootFailures, switchLanguage } from '../harness/screens';
import { pageWords, watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser } from '../harness/users';

// Issue 24, "Words for people, in both languages": the screens that showed internals (column names in the
// remittance history, the audit's raw JSON, unformatted phones) or Portuguese in English (system notes,
// blocking reasons, contract methods and natures, pendencies) walked in English and in Portuguese. Each page
// must show the labels, and in English none of the Portuguese words nor any internal key. The data is named in
// neutral words (no Portuguese in the test's own names), so what is found comes from the app.

const session = useBrowser();
shootFailures(session, 'words');
const tag = randomDigits(6);
const components = (key: string, language: Language) => text(language, key, 'components');

let db: pg.Client;
let missingKeys: string[] = [];
const ids = { remittance: '', contract: '', document: '', user: '', audit: '' };
const reference = `WRD${tag}-0001`;

/** Internal names that must never reach a person: column names, detail keys, JSON. */
const INTERNALS = [
  /beneficiary_email/,
  /bank_code/,
  /account_check_digit/,
  /hadDataIssues/,
  /"changed"/,
  /\{\s*"/,
  /auto_block/,
  /fields_changed/,
];

/** Portuguese the data or the screens used to show in English. */
const PORTUGUESE = [
  /Bloqueio/,
  /Campos alterados/,
  /Agência do beneficiário/,
  /Débito em conta/,
  /Crédito em conta/,
  /Exportação de mercadorias/,
  /Assinatura pendente/,
  /Documento sem assinatura/,
  /Situação anterior/,
  /Tinha dados/,
  /\bSim\b/,
  /\bNão\b/,
  /Conhecimento/,
];

const EXPECTED: Record<
  Language,
  Record<'remittance' | 'blocks' | 'audit' | 'contract' | 'document' | 'user', string[]>
> = {
  en: {
    remittance: ['Automatic block: possible duplicate.', 'Fields changed: Email, Bank, Account check digit'],
    blocks: ["The beneficiary's branch is invalid."],
    audit: ['Fields changed', 'Email, Bank', 'Had invalid data', 'Yes', 'Previous status', 'Blocked'],
    contract: [
      'Account debit',
      'Credit to an account abroad',
      '10024 - Export of goods - payment in advance',
    ],
    document: ['Signature pending', "The document lacks the legal representative's signature."],
    user: ['+55 (11) 98765-4321'],
  },
  'pt-BR': {
    remittance: [
      'Bloqueio automático: possível duplicidade.',
      'Campos alterados: Email, Banco, Dígito da conta',
    ],
    blocks: ['Agência do beneficiário inválida.'],
    audit: [
      'Campos alterados',
      'Email, Banco',
      'Tinha dados inválidos',
      'Sim',
      'Situação anterior',
      'Bloqueada',
    ],
    contract: ['Débito em conta', 'Crédito em conta no exterior', '10024 - Exportação de mercadorias'],
    document: ['Assinatura pendente', 'Documento sem assinatura do representante legal.'],
    user: ['+55 (11) 98765-4321'],
  },
};

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Words ${tag} Ltd`);
  const shipperId = await createShipper(db, client.id, {
    name: `Sender Co ${tag}`,
    code: `W${tag}`,
    country: 'GB',
  });
  const { rows: r } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, purpose, payment_date, status, currency,
       me_value, mn_value, exchange_rate, vet_rate, sender_name, sender_country, sender_person_type,
       beneficiary_name, beneficiary_tax_id, beneficiary_phone, beneficiary_country, payment_type, pix_key_type,
       pix_key)
     values ($1, $2, $3, 'API', 'family_maintenance', '2026-03-02', 'blocked', 'USD', '1000.00', '5100.00',
       '5.1', '5.2', 'Oliver Brown Ltd', 'GB', 'PJ', 'Helen Doe', $4, '+5511987654321', 'BR', 'pix',
       'email', 'helen@example.com')
     returning id::text`,
    [client.id, shipperId, reference, newCpf()],
  );
  ids.remittance = r[0]!.id;
  await db.query(
    `insert into remittance_history (remittance_id, at, action, from_status, to_status, note_code, note_params) values
       ($1, '2026-03-01T15:00Z', 'created', null, 'received', null, null),
       ($1, '2026-03-01T15:01Z', 'blocked', 'received', 'blocked', 'auto_block_duplicity', null),
       ($1, '2026-03-01T16:00Z', 'updated', 'blocked', 'blocked', 'fields_changed',
        '{"fields": ["beneficiary_email", "bank_code", "account_check_digit"]}')`,
    [ids.remittance],
  );
  await db.query(
    `insert into remittance_blocks (remittance_id, reason_kind, reason_code, description)
     values ($1, 'data', 'DAT002', 'Agência do beneficiário inválida.')`,
    [ids.remittance],
  );
  const { rows: a } = await db.query<{ id: string }>(
    `insert into audit_log (action, entity, entity_id, details)
     values ('remittance.update_beneficiary', 'remittance', $1, $2) returning id::text`,
    [
      ids.remittance,
      JSON.stringify({
        reference,
        changed: ['beneficiary_email', 'bank_code'],
        hadDataIssues: true,
        from: 'blocked',
      }),
    ],
  );
  ids.audit = a[0]!.id;
  const { rows: c } = await db.query<{ id: string }>(
    `insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, rate,
       mn_value, counterparty_name, nature_code, nature_description, payment_method, delivery_method)
     values ($1, '2026-03-02', 'export', $2, 'USD', 1000, 5.1, 5100, 'Acme Inc.', '10024',
       'Exportação de mercadorias - pagamento antecipado', 'Débito em conta', 'Crédito em conta no exterior')
     returning id::text`,
    [`WRD-${tag}`, client.id],
  );
  ids.contract = c[0]!.id;
  const { rows: d } = await db.query<{ id: string }>(
    `insert into documents (client_id, document_type, number, issue_date, currency, value)
     values ($1, 'export_invoice', $2, '2026-03-02', 'USD', 1000.00) returning id::text`,
    [client.id, `INV-W${tag}`],
  );
  ids.document = d[0]!.id;
  await db.query(
    `insert into document_pendencies (document_id, summary, description, created_at)
     values ($1, 'Assinatura pendente', 'Documento sem assinatura do representante legal.', '2026-03-05T15:00:00Z')`,
    [ids.document],
  );
  missingKeys = watchMissingKeys(session.page);
  const admin = await createUser(`words${tag}`, { admin: true });
  const { rows: u } = await db.query<{ id: string }>(
    `update users set phone = '+5511987654321' where email = $1 returning id::text`,
    [admin.email],
  );
  ids.user = u[0]!.id;
  await signIn(session.page, admin);
}, 120_000);

afterAll(async () => {
  await db?.end();
});

/** Switches the interface to `language` unless it is in it already (the choice stays for the next pages). */
async function inLanguage(language: Language): Promise<void> {
  const { page } = session;
  await page.locator('html[lang]').waitFor({ state: 'attached' });
  const current = (await page.locator('html').getAttribute('lang')) as Language;
  if (current !== language) await switchLanguage(page, current, language);
}

/** The page's words hold every expected text; in English no Portuguese; in either no internal key. */
async function check(language: Language, expected: string[], name: string): Promise<void> {
  const { page } = session;
  await page.getByText(expected[0]!, { exact: false }).first().waitFor();
  const words = await pageWords(page);
  for (const e of expected) expect(words, `${name}: ${e}`).toContain(e);
  expect(INTERNALS.filter((w) => w.test(words)).map(String), name).toEqual([]);
  if (language === 'en') expect(PORTUGUESE.filter((w) => w.test(words)).map(String), name).toEqual([]);
}

describe.each(['en', 'pt-BR'] as const)('words in %s', (language) => {
  const expected = EXPECTED[language];

  it('the remittance history and blocking reasons are labelled', async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${ids.remittance}`);
    await inLanguage(language);
    await check(language, expected.remittance, 'remittance detail');
    await shootAtTwoWidths(page, `words-remittance-${language}`, { width: 1280, height: 720 });
    await page
      .getByRole('button', { name: text(language, 'actions.blocks', 'remittances'), exact: true })
      .click();
    await check(language, expected.blocks, 'blocking reasons');
    await page.getByRole('button', { name: text(language, 'blocks.close', 'remittances') }).click();
  });

  it('the audit details are labelled rows, not JSON', async () => {
    const { page } = session;
    await page.goto(`/admin/audit?entity=remittance&entityId=${ids.remittance}`);
    await inLanguage(language);
    const row = page.locator('tbody > tr:has(button[aria-expanded])').first();
    await row.getByRole('button', { name: components('table.expand', language) }).click();
    const details = page.getByRole('group', { name: text(language, 'fields.details', 'audit') });
    await details.waitFor();
    const shown = await details.innerText();
    for (const e of expected.audit) expect(shown).toContain(e);
    await check(language, expected.audit, 'audit');
    // The details open with a slide: the pictures once it has ended.
    await page.locator('.MuiCollapse-entered').first().waitFor();
    await shootAtTwoWidths(page, `words-audit-${language}`, { width: 1280, height: 720 });
  });

  it('the contract’s methods and nature, and the pendencies, in the reader’s language', async () => {
    const { page } = session;
    await page.goto(`/contract-detail/${ids.contract}`);
    await inLanguage(language);
    await check(language, expected.contract, 'contract detail');
    await shootAtTwoWidths(page, `words-contract-${language}`, { width: 1280, height: 720 });
    await page.goto(`/document-detail/${ids.document}`);
    await check(language, expected.document, 'document detail');
  });

  it('a user’s phone is written as people write it', async () => {
    const { page } = session;
    await page.goto(`/admin/users/${ids.user}/detail`);
    await inLanguage(language);
    await check(language, expected.user, 'user detail');
    await shootAtTwoWidths(page, `words-user-${language}`, { width: 1280, height: 720 });
  });

  it('no translation key is missing', () => {
    expect(missingKeys).toEqual([]);
  });
});
