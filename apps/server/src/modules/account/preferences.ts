import type { PreferencesRequest, SessionUserDto } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadSessionUser } from '../../platform/session-user.js';

/** Language, shell settings and shortcuts, kept with the profile; absent fields stay as they are. */
export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  input: PreferencesRequest,
): Promise<SessionUserDto> {
  const changes = {
    ...(input.locale ? { locale: input.locale } : {}),
    // jsonb is written as JSON text (schema.ts).
    ...(input.settings ? { settings: JSON.stringify(input.settings) } : {}),
    ...(input.shortcuts ? { shortcuts: JSON.stringify(input.shortcuts) } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }
  return loadSessionUser(db, userId);
}
