import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The payment history and the audit log held free text as their action, so the demo data could write codes no
 * screen knew: `included` for the inclusion (docs/data-model.md and the labels say `created`) and
 * `auth.sign_in` (the server writes `sign_in`). Stored rows are renamed, and each column now allows only the
 * actions that have a label in both languages: AUDIT_ACTIONS and REMITTANCE_HISTORY_ACTIONS in @fxbo/domain,
 * held equal to these lists by a schema test. The lists are written out here because a migration is fixed text.
 * A remittance's purpose becomes a code too (REMITTANCE_PURPOSES): the demo data wrote it as Portuguese text,
 * which the English screens showed as it was. Rows seeded before keep their text as the type description.
 */
const HISTORY_ACTIONS = `'created', 'blocked', 'unblocked', 'pending', 'processing', 'paid', 'returned', 'canceled', 'updated'`;

const PURPOSES = `'family_maintenance', 'personal_transfer', 'funds_availability', 'donation', 'services_payment',
  'services_export', 'company_transfer'`;

const AUDIT_ACTIONS = `'user.create', 'user.inactivate', 'user.activate', 'user.delete', 'user.unblock',
  'user.blocked_by_failures', 'user.permissions.update', 'user.clients.update', 'user.password_link.send',
  'user.sessions.revoke', 'access_request.create', 'access_request.existing_account', 'access_request.approve',
  'access_request.reject', 'sign_in', 'sign_in.trusted_device', 'sign_out', 'session.revoke',
  'session.revoke_others', 'password.change', 'password.recovery_requested', 'password.reset', 'totp.setup',
  'totp.enable', 'totp.disable', 'remittance.cancel', 'remittance.unblock', 'remittance.update_beneficiary',
  'payment_order.confirm', 'parcel.authorize', 'parcel.reject', 'maintenance.on', 'maintenance.off'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `update remittance_history set action = 'created' where action = 'included'`,
    `update audit_log set action = 'sign_in' where action = 'auth.sign_in'`,
    `alter table remittance_history add constraint remittance_history_action_known
       check (action in (${HISTORY_ACTIONS}))`,
    `alter table audit_log add constraint audit_log_action_known check (action in (${AUDIT_ACTIONS}))`,
    // The purpose of a remittance is a code with labels; the type description keeps the remittant's own words.
    `alter table remittances add column purpose text check (purpose in (${PURPOSES}))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table remittances drop column purpose',
    'alter table audit_log drop constraint audit_log_action_known',
    'alter table remittance_history drop constraint remittance_history_action_known',
  ]);
}
