import type pg from 'pg';
import { createClient, createShipper } from './database';
import { newCpf } from './documents';

// Remittances of a fresh client put straight into the database, for the screens' tests.

export interface Seeded {
  id: string;
  reference: string;
  taxId: string;
  name: string;
}

/** A valid pending remittance (the server's fixtures, apps/server/test/fixtures/remittances.ts). */
async function seedRemittance(
  db: pg.Client,
  ids: { clientId: string; shipperId: string },
  tag: string,
  n: number,
  day: string,
): Promise<Seeded> {
  const taxId = newCpf();
  const reference = `E2E-${tag}-${String(n).padStart(2, '0')}`;
  const name = `Beneficiária ${tag} ${n} Souza`;
  const { rows: inserted } = await db.query<{ id: string }>(
    `insert into remittances (client_id, shipper_id, reference, origin, remittance_type_description,
       include_date, payment_date, status, currency, me_value, vet_rate, sender_name, sender_country,
       sender_person_type, beneficiary_name, beneficiary_tax_id, beneficiary_birth_date, beneficiary_phone,
       beneficiary_email, beneficiary_country, payment_type, bank_code, bank_ispb, agency, agency_check_digit,
       account, account_check_digit, account_type, message)
     values ($1, $2, $3, 'API', 'Manutenção de residente', $4::date + time '15:00', $4::date, 'pending', 'USD',
       $5, '5.23456789', 'John Smith', 'US', 'PF', $6, $7, '1985-04-12', '+5511987654321',
       'beneficiaria@example.com', 'BR', 'credit_account', '341', '60701190', '1234', '5', '123456', '7',
       'checking', 'Ajuda de custo')
     returning id::text`,
    [ids.clientId, ids.shipperId, reference, day, `${1000 + n}.50`, name, taxId],
  );
  return { id: inserted[0]!.id, reference, taxId, name };
}

/** A fresh client (`Remessas <tag> Ltda`) and its shipper, with twelve remittances, one a day from 2026-03-01. */
export async function seedRemittances(
  db: pg.Client,
  tag: string,
): Promise<{ clientId: string; shipperId: string; rows: Seeded[] }> {
  const clientId = (await createClient(db, `Remessas ${tag} Ltda`)).id;
  const shipperId = await createShipper(db, clientId, {
    name: `Remessadora ${tag}`,
    code: `E${tag}`,
    country: 'US',
  });
  const rows: Seeded[] = [];
  for (let n = 1; n <= 12; n++)
    rows.push(
      await seedRemittance(db, { clientId, shipperId }, tag, n, `2026-03-${String(n).padStart(2, '0')}`),
    );
  return { clientId, shipperId, rows };
}
