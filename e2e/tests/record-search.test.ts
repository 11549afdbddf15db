import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper, type Client } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { createLinkedUser, insertPaymentOrder } from '../harness/payment-orders';
import { describeViolations, seriousViolations, watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser } from '../harness/users';

// The toolbar's search finds records as well as screens (issue 24): a remittance reference opens the remittance
// (Enter on the single match, even pressed before the answer arrived), a prefix lists the matches under their
// area, an OPR number opens the order, in Portuguese and English; a client user finds only its clients'
// records. Screenshots of the open search at 1,440 and 390 px in both languages go to e2e/artifacts.

const session = useBrowser();
const shellText = (key: string, language: Language) => text(language, key, 'shell');
const tag = randomDigits(6);
const ref = (n: number) => `BSC${tag}-0000000${n}`;

let db: pg.Client;
let alfa: Client;
const ids: Record<string, string> = {};
let missingKeys: string[] = [];

async function insertRemittance(clientId: string, shipperId: string, reference: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, purpose, payment_date, status, currency,
       me_value, sender_name, sender_country, sender_person_type, beneficiary_name, beneficiary_tax_id,
       beneficiary_country, payment_type, pix_key_type, pix_key)
     values ($1, $2, $3, 'API', 'family_maintenance', '2026-03-02', 'pending', 'USD', '1000.00', 'John Smith',
       'US', 'PF', 'Helena Duarte', $4, 'BR', 'pix', 'email', 'helena@example.com')
     returning id::text`,
    [clientId, shipperId, reference, newCpf()],
  );
  return rows[0]!.id;
}

const box = () => session.page.getByRole('combobox');
const options = () => session.page.getByRole('listbox').getByRole('option');

async function openSearch(language: Language): Promise<void> {
  await session.page.getByRole('button', { name: shellText('search.open', language) }).click();
  await box().waitFor();
}

async function switchLanguage(from: Language, to: Language): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await page.locator(`html[lang="${to}"]`).waitFor();
}

async function shoot(name: string): Promise<void> {
  const { page } = session;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, { viewport: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

beforeAll(async () => {
  db = await connectDatabase();
  alfa = await createClient(db, `Busca Alfa ${tag} Ltda`);
  const beta = await createClient(db, `Busca Beta ${tag} Ltda`);
  const shipperA = await createShipper(db, alfa.id, {
    name: `Remessadora A${tag}`,
    code: `A${tag}`,
    country: 'US',
  });
  const shipperB = await createShipper(db, beta.id, {
    name: `Remessadora B${tag}`,
    code: `B${tag}`,
    country: 'US',
  });
  ids.one = await insertRemittance(alfa.id, shipperA, ref(1));
  ids.two = await insertRemittance(alfa.id, shipperA, ref(2));
  ids.other = await insertRemittance(beta.id, shipperB, ref(3));
  ids.order = await insertPaymentOrder(db, {
    opr: `OPR9${tag}01`,
    clientId: alfa.id,
    issuerName: 'Acme Inc.',
    state: 'waiting_credit_date',
    creditValue: '1000.00',
    bankerExpenses: '0.00',
    registerDate: '2026-03-02',
  });
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, await createUser(`busca${tag}`, { admin: true }));
}, 120_000);

afterAll(async () => {
  await db.end();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(session.page, `record-search-failed-${ctx.task.name}`);
});

describe('the toolbar search finds records', () => {
  it('opens a remittance by its reference on Enter, pressed before the answer arrived (pt-BR)', async () => {
    const { page } = session;
    await openSearch('pt-BR');
    await box().fill(ref(1).toLowerCase());
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/remittance-detail/${ids.one}`);
    await page.getByText(ref(1)).first().waitFor();
  });

  it('lists a prefix’s matches under their area; the arrows choose one (pt-BR)', async () => {
    const { page } = session;
    await openSearch('pt-BR');
    await box().fill(`bsc${tag}`);
    await options().nth(2).waitFor();
    expect(await options().allInnerTexts()).toEqual([
      expect.stringContaining(ref(1)),
      expect.stringContaining(ref(2)),
      expect.stringContaining(ref(3)),
    ]);
    expect(await page.getByRole('listbox').innerText()).toMatch(/^remessas$/im);
    expect(await options().first().innerText()).toContain(`Referência · Helena Duarte`);
    await page.getByText(fill(shellText('search.count_other', 'pt-BR'), { count: 3 })).waitFor();
    await shoot('record-search-pt-BR');
    // The open search with its area heading and matches passes axe (serious and critical).
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await options().nth(1).getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/remittance-detail/${ids.two}`);
  });

  it('opens a payment order by its OPR number, in English', async () => {
    const { page } = session;
    await switchLanguage('pt-BR', 'en');
    await openSearch('en');
    await box().fill(`OPR9${tag}`);
    await options().first().waitFor();
    expect(await page.getByRole('listbox').innerText()).toMatch(/^payment orders$/im);
    expect(await options().allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`OPR9${tag}01[\\s\\S]*OPR number · Busca Alfa ${tag} Ltda`)),
    ]);
    await page.getByText(fill(shellText('search.count_one', 'en'), { count: 1 })).waitFor();
    await shoot('record-search-en');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/payment-order-detail/${ids.order}`);
    // Nothing found says so.
    await openSearch('en');
    await box().fill(`NOTHING${tag}`);
    await page.getByText(shellText('search.empty', 'en')).waitFor();
    await page.keyboard.press('Escape');
    await switchLanguage('en', 'pt-BR');
  });

  it('a client user finds its client’s records only', async () => {
    const { page, context } = session;
    const user = await createLinkedUser(db, `buscacliente${tag}`, {
      permissions: ['remittances.consult'],
      clientId: alfa.id,
      kind: 'client',
    });
    await context.clearCookies();
    await signIn(page, user);
    await openSearch('pt-BR');
    await box().fill(`BSC${tag}`);
    await options().nth(1).waitFor();
    await page.getByText(fill(shellText('search.count_other', 'pt-BR'), { count: 2 })).waitFor();
    expect(await options().allInnerTexts()).toEqual([
      expect.stringContaining(ref(1)),
      expect.stringContaining(ref(2)),
    ]);
    await box().fill(ref(3));
    await page.getByText(shellText('search.empty', 'pt-BR')).waitFor();
    expect(await options().count()).toBe(0);
  });

  it('left no key untranslated', () => {
    expect(missingKeys).toEqual([]);
  });
});
