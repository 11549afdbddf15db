import type { Maintenance, UpdateMaintenance } from '@fxbo/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function readMaintenance(db: Executor): Promise<Maintenance> {
  const row = await db
    .selectFrom('app_settings')
    .select(['maintenance', 'maintenance_message_pt', 'maintenance_message_en', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    active: row.maintenance,
    messagePt: row.maintenance_message_pt,
    messageEn: row.maintenance_message_en,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function writeMaintenance(
  db: Executor,
  userId: string,
  input: UpdateMaintenance,
): Promise<Maintenance> {
  await db
    .updateTable('app_settings')
    .set({
      maintenance: input.active,
      maintenance_message_pt: input.messagePt || null,
      maintenance_message_en: input.messageEn || null,
      updated_by: userId,
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .execute();
  return readMaintenance(db);
}
