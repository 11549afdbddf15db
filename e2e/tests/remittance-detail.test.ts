import {
  REMITTANCE_BENEFICIARY_FIELDS,
  REMITTANCE_DETAIL_FIELDS,
  REMITTANCE_PAYMENT_FIELDS,
  REMITTANCE_SENDER_FIELDS,
} from '@fxbo/domain';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { fill, text, type Language } from '../harness/catalog';
import { connectDatabase, createClient, createShipper } from '../harness/database';
import { newCpf, randomDigits } from '../harness/documents';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser } from '../harness/users';
import { fieldIn } from '../harness/record';

// The remittance detail as a reader sees it, in Portuguese and English: coded values through their labels
// (history actions, purpose), countries by name, the phone grouped, rates with one precision, the remittance
// company and the sender told apart, and "blocking reasons" only where there are some. Screenshots at desktop
// and phone widths in both languages go to e2e/artifacts.

const session = useBrowser();
const r = (key: string, language: Language) => text(language, key, 'remittances');
// Fields' labels on the remittance's page (the domain's, in both languages).
const rf = (key: keyof typeof REMITTANCE_DETAIL_FIELDS, language: Language) =>
  REMITTANCE_DETAIL_FIELDS[key].label[language];
const payment = (key: keyof typeof REMITTANCE_PAYMENT_FIELDS, language: Language) =>
  REMITTANCE_PAYMENT_FIELDS[key].label[language];
const tag = randomDigits(6);

let db: pg.Client;
let calm: { id: string; reference: string };
let blocked: { id: string; reference: string };
let held: { id: string; reference: string };
let missingKeys: string[] = [];

async function insertRemittance(clientId: string, shipperId: string, reference: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, purpose, payment_date, status, currency,
       me_value, mn_value, exchange_rate, vet_rate, sender_name, sender_country, sender_person_type,
       beneficiary_name, beneficiary_tax_id, beneficiary_phone, beneficiary_country, payment_type, pix_key_type,
       pix_key)
     values ($1, $2, $3, 'API', 'family_maintenance', '2026-03-02', 'pending', 'GBP', '1000.00', '6810.00',
       '6.836', '5.123', 'Oliver Brown Ltd', 'GB', 'PJ', 'Helena Duarte', $4, '+5511987654321', 'BR', 'pix',
       'email', 'helena@example.com')
     returning id::text`,
    [clientId, shipperId, reference, newCpf()],
  );
  const id = rows[0]!.id;
  await db.query(
    `insert into remittance_history (remittance_id, at, action, to_status) values ($1, '2026-03-01T15:00Z', 'created', 'received')`,
    [id],
  );
  return id;
}

async function switchLanguage(from: Language, to: Language): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'language.label')}`) }).click();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await page.locator(`html[lang="${to}"]`).waitFor();
}

/** The text of the field labelled `label` inside the section headed `section`. */
const field = (section: string, label: string) => fieldIn(session.page, section, label);

async function shoot(name: string): Promise<void> {
  const { page } = session;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

beforeAll(async () => {
  db = await connectDatabase();
  const client = await createClient(db, `Detalhe ${tag} Ltda`);
  const shipperId = await createShipper(db, client.id, {
    name: `Remessadora ${tag}`,
    code: `D${tag}`,
    country: 'GB',
  });
  calm = { reference: `DET-${tag}-1`, id: '' };
  calm.id = await insertRemittance(client.id, shipperId, calm.reference);
  blocked = { reference: `DET-${tag}-2`, id: '' };
  blocked.id = await insertRemittance(client.id, shipperId, blocked.reference);
  await db.query(
    `insert into remittance_blocks (remittance_id, reason_kind, reason_code, description, unblocked_at)
     values ($1, 'compliance', 'REVIEW', 'Análise de compliance', now())`,
    [blocked.id],
  );
  held = { reference: `DET-${tag}-3`, id: '' };
  held.id = await insertRemittance(client.id, shipperId, held.reference);
  await db.query(`update remittances set status = 'blocked' where id = $1`, [held.id]);
  await db.query(
    `insert into remittance_blocks (remittance_id, reason_kind, reason_code, description)
     values ($1, 'compliance', 'REVIEW', 'Análise de compliance')`,
    [held.id],
  );
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, await createUser(`detalhe${tag}`, { admin: true }));
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  await screenshot(
    session.page,
    `remittance-detail-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`,
  );
});

afterAll(async () => {
  await db?.end();
});

describe.each([
  {
    language: 'pt-BR' as const,
    sender: 'Reino Unido',
    beneficiary: 'Brasil',
    purpose: 'Manutenção de residentes',
    created: 'Incluída',
    vet: '5,12300000',
    exchange: '6,83600000',
  },
  {
    language: 'en' as const,
    sender: 'United Kingdom',
    beneficiary: 'Brazil',
    purpose: 'Family maintenance',
    created: 'Created',
    vet: '5.12300000',
    exchange: '6.83600000',
  },
])('remittance detail in $language', (expected) => {
  const { language } = expected;

  it('shows codes as labels, countries by name, the phone grouped and rates with 8 places', async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${calm.id}`);
    if (language === 'en') await switchLanguage('pt-BR', 'en');
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(r('detail.title', language), { reference: calm.reference }),
      })
      .waitFor();

    const remittance = r('detail.remittance', language);
    const sender = r('detail.sender', language);
    const beneficiary = r('detail.beneficiary', language);
    expect(rf('shipper', language)).not.toBe(sender);
    expect(await field(remittance, rf('shipper', language))).toBe(`Remessadora ${tag}`);
    expect(await field(remittance, rf('purpose', language))).toBe(expected.purpose);
    // Two dates, each named for what it is.
    expect(rf('includeDate', language)).not.toBe(payment('date', language));
    expect(await field(remittance, rf('includeDate', language))).toMatch(/2026/);
    expect(await field(r('detail.payment', language), payment('date', language))).toMatch(/2026/);
    expect(await field(remittance, rf('vetRate', language))).toBe(expected.vet);
    expect(await field(remittance, rf('exchangeRate', language))).toBe(expected.exchange);
    expect(await field(sender, REMITTANCE_SENDER_FIELDS.country.label[language])).toBe(expected.sender);
    expect(await field(beneficiary, REMITTANCE_BENEFICIARY_FIELDS.country.label[language])).toBe(
      expected.beneficiary,
    );
    expect(await field(beneficiary, REMITTANCE_BENEFICIARY_FIELDS.phone.label[language])).toBe(
      '+55 (11) 98765-4321',
    );

    const history = page.getByRole('table', { name: r('detail.historyLabel', language) });
    await history.getByRole('cell', { name: expected.created, exact: true }).waitFor();
    // Never blocked: nothing to show behind "blocking reasons".
    await page.getByRole('button', { name: r('actions.editBeneficiary', language) }).waitFor();
    expect(await page.getByRole('button', { name: r('actions.blocks', language) }).count()).toBe(0);
    await shoot(`remittance-detail-${language}`);
  });

  it('keeps the reference of its title on one line on a narrow phone', async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${calm.id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(calm.reference) }).waitFor();
    const shown = (await page.locator('html').getAttribute('lang')) as Language;
    if (shown !== language) await switchLanguage(shown, language);
    await page.setViewportSize({ width: 320, height: 700 });
    try {
      const title = page.getByRole('heading', {
        level: 1,
        name: fill(r('detail.title', language), { reference: calm.reference }),
      });
      await title.waitFor();
      // The lines the reference's characters occupy, whatever elements hold them.
      const lines = await title.evaluate((h, reference) => {
        const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        while (walker.nextNode()) nodes.push(walker.currentNode as Text);
        const whole = nodes.map((n) => n.data).join('');
        const start = whole.indexOf(reference);
        const range = document.createRange();
        let seen = 0;
        for (const n of nodes) {
          const end = seen + n.data.length;
          if (start >= seen && start < end) range.setStart(n, start - seen);
          if (start + reference.length > seen && start + reference.length <= end)
            range.setEnd(n, start + reference.length - seen);
          seen = end;
        }
        return new Set(
          Array.from(range.getClientRects())
            .filter((b) => b.width > 0)
            .map((b) => Math.round(b.top)),
        ).size;
      }, calm.reference);
      expect(lines).toBe(1);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('offers the blocking reasons of a remittance that was blocked', async () => {
    const { page } = session;
    await page.goto(`/remittance-detail/${blocked.id}`);
    await page.getByRole('button', { name: r('actions.blocks', language) }).click();
    await page
      .getByRole('dialog')
      .getByText(/Análise de compliance/)
      .waitFor();
    await page.keyboard.press('Escape');
    if (language === 'en') await switchLanguage('en', 'pt-BR'); // as found, for whoever signs in next
    expect(missingKeys).toEqual([]);
  });
});

// Issue 24: the API's `unblock: true` is the only condition; the spec's "(pt)" remark described the old system.
it('offers Unblock in English and unblocks', async () => {
  const { page } = session;
  await page.goto(`/remittance-detail/${held.id}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(held.reference) }).waitFor();
  await switchLanguage('pt-BR', 'en');
  try {
    await page.getByRole('button', { name: r('actions.unblock', 'en'), exact: true }).waitFor();
    await shoot('remittance-detail-unblock-en');
    await page.getByRole('button', { name: r('actions.unblock', 'en'), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(r('unblock.title', 'en'), { reference: held.reference }),
    });
    await dialog.getByRole('button', { name: r('unblock.confirm', 'en'), exact: true }).click();
    await page.getByText(r('unblock.done', 'en')).waitFor();
    await page.getByText(r('status.pending', 'en'), { exact: true }).first().waitFor();
    const { rows } = await db.query<{ status: string }>(`select status from remittances where id = $1`, [
      held.id,
    ]);
    expect(rows[0]!.status).toBe('pending');
  } finally {
    await switchLanguage('en', 'pt-BR');
  }
  expect(missingKeys).toEqual([]);
});
