import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Issue 15's actions: the audit log allows liquidating an export contract, registering or rejecting a dispatch
 * request and resolving a document's pendency (AUDIT_ACTIONS in @fxbo/domain, held equal by a schema test).
 */

const BEFORE = `'user.create', 'user.inactivate', 'user.activate', 'user.delete', 'user.unblock',
  'user.blocked_by_failures', 'user.permissions.update', 'user.clients.update', 'user.password_link.send',
  'user.sessions.revoke', 'access_request.create', 'access_request.existing_account', 'access_request.approve',
  'access_request.reject', 'sign_in', 'sign_in.trusted_device', 'sign_out', 'session.revoke',
  'session.revoke_others', 'password.change', 'password.recovery_requested', 'password.reset', 'totp.setup',
  'totp.enable', 'totp.disable', 'remittance.cancel', 'remittance.unblock', 'remittance.update_beneficiary',
  'payment_order.confirm', 'payment_order.cancel', 'payment_order.comment', 'payment_order.write_off',
  'payment_order.receive', 'fx_spread.update', 'parcel.authorize', 'parcel.reject', 'maintenance.on',
  'maintenance.off'`;

const ADDED = `'contract.liquidate', 'dispatch_request.register', 'dispatch_request.reject',
  'document_pendency.resolve'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table audit_log drop constraint audit_log_action_known',
    `alter table audit_log add constraint audit_log_action_known check (action in (${BEFORE}, ${ADDED}))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `delete from audit_log where action in (${ADDED})`,
    'alter table audit_log drop constraint audit_log_action_known',
    `alter table audit_log add constraint audit_log_action_known check (action in (${BEFORE}))`,
  ]);
}
