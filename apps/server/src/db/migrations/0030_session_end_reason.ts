import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Why a session ended (issue 24): saving a user's permissions ends that user's sessions, and the next request
 * answered a bare 401. The reason is stored with the revocation and told to the person (SESSION_END_REASONS).
 * Sessions revoked before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table sessions add column revoked_reason text,
       add constraint sessions_revoked_reason_known check (revoked_reason in (
         'sign_out', 'ended_by_user', 'password_changed', 'permissions_changed', 'inactivated', 'deleted',
         'ended_by_admin')),
       add constraint sessions_reason_with_revocation check (revoked_reason is null or revoked_at is not null)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`alter table sessions drop column revoked_reason`]);
}
