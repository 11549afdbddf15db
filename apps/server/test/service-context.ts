import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Database } from '../src/db/schema.js';
import type { ActionContext } from '../src/platform/locked-change.js';

/** The context of an all-clients staff user with remittances.consult, for calling services without HTTP. */
export function staffRemittanceContext(db: Kysely<Database>, userId: string): ActionContext {
  return {
    db,
    user: {
      sessionId: 'test',
      userId,
      name: 'Staff',
      email: 'staff@corretora.test',
      kind: 'staff',
      locale: 'pt-BR',
      permissions: new Set(['remittances.consult']),
      allClients: true,
      clientIds: [],
      csrfTokenHash: null,
    },
    locale: 'pt-BR',
    ip: null,
    userAgent: null,
  };
}

/** A Kysely over `pool` that keeps every statement it runs, to check which queries a service makes. */
export function recordingDb(pool: pg.Pool): { db: Kysely<Database>; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') statements.push(e.query);
    },
  });
  return { db, statements };
}
