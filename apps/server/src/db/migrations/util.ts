import { sql, type Kysely } from 'kysely';

/**
 * Runs DDL statements one by one, so a failure names the statement that broke.
 * Statements carry no parameters; migrations are fixed text reviewed like code.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    try {
      await sql.raw(statement).execute(db);
    } catch (err) {
      const head = statement.trim().split('\n')[0] ?? '';
      throw new Error(`${String((err as Error).message)} — in: ${head}`, { cause: err });
    }
  }
}

/** Drops the tables in the order given (children first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
}
