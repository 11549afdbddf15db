import { Migrator, type MigrationResultSet } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema up to date. Kysely's PostgreSQL adapter takes an advisory lock for the run,
 * so several API processes starting at once apply each migration exactly once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Parallel work takes migration numbers ahead of time (issue 24: 0033 landed after 0035): a database that
    // already ran a later one still runs an earlier newcomer instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
