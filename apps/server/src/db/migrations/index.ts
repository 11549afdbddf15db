import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';

// Static registry (not a folder scan) so the bundled server carries its migrations with it.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
