import pg from 'pg';
import { inject } from 'vitest';
import { newCnpj } from './documents';

// Test data the screens do not create yet, written straight into the app's database.

/** A connection to the database of the server under test; the caller ends it. */
export async function connectDatabase(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  return db;
}

export interface Client {
  id: string;
  name: string;
  taxId: string;
}

/** A client company (PJ) with a fresh CNPJ. */
export async function createClient(db: pg.Client, name: string): Promise<Client> {
  const taxId = newCnpj();
  const { rows } = await db.query<{ id: string }>(
    `insert into clients (person_type, tax_id, name) values ('PJ', $1, $2) returning id::text`,
    [taxId, name],
  );
  return { id: rows[0]!.id, name, taxId };
}

/** A remittance company (shipper) of the client; returns its id. */
export async function createShipper(
  db: pg.Client,
  clientId: string,
  shipper: { name: string; code: string; country: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into shippers (client_id, name, code, country) values ($1, $2, $3, $4) returning id::text`,
    [clientId, shipper.name, shipper.code, shipper.country],
  );
  return rows[0]!.id;
}
