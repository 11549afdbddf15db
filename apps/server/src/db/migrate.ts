import { Migrator, sql, type Migration, type MigrationResultSet } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations as released } from './migrations/index.js';

export interface MigrationRun {
  /** The migrations this run applied, in order. */
  applied: string[];
  /**
   * Migrations the database ran that this code does not know: a newer release applied them (a rollback, or
   * an old instance of a rolling deploy). By the expand/contract rule (docs/operations.md) they only added
   * what this code ignores, so it runs; the caller warns, naming them.
   */
  unknown: string[];
}

/**
 * Brings the schema up to date. Kysely's PostgreSQL adapter takes an advisory lock for the run, so several
 * API processes starting at once apply each migration exactly once (connectDatabase also holds the start-up
 * lock around it, db/startup-lock.ts). `list` is the code's migrations (tests pass an older release's list).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, list = released): Promise<MigrationRun> {
  // Kysely refuses a database that ran a migration the list lacks ("corrupted migrations: previously
  // executed migration … is missing"), which stopped the previous release from starting after any deploy.
  // The newer release's migrations stand in the list as already-run no-ops, so the rest proceeds as usual.
  const unknown = (await executedMigrations(db)).filter((name) => !(name in list));
  const standIns = Object.fromEntries(unknown.map((name) => [name, newerRelease]));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...list, ...standIns }) },
    // Parallel work takes migration numbers ahead of time (issue 24: 0033 landed after 0035): a database that
    // already ran a later one still runs an earlier newcomer instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  return { applied, unknown };
}

/** A migration of a newer release: it already ran (it is in kysely_migration), so it is never run again. */
const newerRelease: Migration = {
  up: async () => {
    throw new Error('a newer release’s migration cannot be applied by this release');
  },
};

/** The names in Kysely's table; none before the first migration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
async function executedMigrations(db: Kysely<any>): Promise<string[]> {
  const table = await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(
    db,
  );
  if (!table.rows[0]?.t) return [];
  return (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name);
}
