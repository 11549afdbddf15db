import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import { suiteDatabase } from '../../../test/suite.js';
import { createClient, createRemittance, createShipper } from '../../../test/fixtures/remittances.js';

const MIGRATION = '0035_remittance_note_codes';

describe('migration 0035: the payment history’s system notes become codes', () => {
  const t = suiteDatabase();

  it('converts the stored sentences and column lists, keeps a person’s note, and goes back', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
    const db = t.db as unknown as Kysely<any>;
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf(MIGRATION) - 1] as string;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const client = await createClient(t.db, 'Cliente Notas');
    const shipper = await createShipper(t.db, client.id, 'Remessadora Notas');
    const r = await createRemittance(t.db, shipper, { status: 'blocked' });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();

    const notes: [action: string, note: string][] = [
      ['blocked', 'Bloqueio automático: possível duplicidade.'],
      ['unblocked', 'Remessa liberada após análise.'],
      ['updated', 'beneficiary_email, bank_code, bank_ispb'],
      ['canceled', 'Pedido do cliente'],
    ];
    for (const [action, note] of notes)
      await sql`insert into remittance_history (remittance_id, action, note)
                values (${r.id}, ${action}, ${note})`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = async () =>
      (
        await sql<{ note: string | null; note_code: string | null; note_params: unknown }>`
          select note, note_code, note_params from remittance_history where remittance_id = ${r.id} order by id`.execute(
          db,
        )
      ).rows;
    expect(await rows()).toEqual([
      { note: null, note_code: 'auto_block_duplicity', note_params: null },
      { note: null, note_code: 'released_after_review', note_params: null },
      {
        note: null,
        note_code: 'fields_changed',
        note_params: { fields: ['beneficiary_email', 'bank_code', 'bank_ispb'] },
      },
      { note: 'Pedido do cliente', note_code: null, note_params: null },
    ]);

    // Down restores the text, and up again converts it the same way.
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const back = await sql<{ note: string }>`
      select note from remittance_history where remittance_id = ${r.id} order by id`.execute(db);
    expect(back.rows.map((row) => row.note)).toEqual(notes.map(([, note]) => note));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
