/*
 * Every action the audit log records (audit_log.action). The database allows exactly these (check constraint
 * `audit_log_action_known`, held equal by a schema test), and the web's audit catalogue labels each in both
 * languages (a web test). Adding an action: add it here, to a migration's constraint and to both catalogues.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.inactivate',
  'user.activate',
  'user.delete',
  'user.unblock',
  'user.blocked_by_failures',
  'user.permissions.update',
  'user.clients.update',
  'user.password_link.send',
  'user.sessions.revoke',
  'access_request.create',
  'access_request.existing_account',
  'access_request.approve',
  'access_request.reject',
  'sign_in',
  'sign_in.trusted_device',
  'sign_out',
  'session.revoke',
  'session.revoke_others',
  'password.change',
  'password.recovery_requested',
  'password.reset',
  'totp.setup',
  'totp.enable',
  'totp.disable',
  'remittance.cancel',
  'remittance.unblock',
  'remittance.update_beneficiary',
  'payment_order.confirm',
  'parcel.authorize',
  'parcel.reject',
  'maintenance.on',
  'maintenance.off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Groups the audit screen filters by (the server matches an action ending in a dot as a prefix). */
export const AUDIT_ACTION_PREFIXES = [
  'user.',
  'access_request.',
  'session.',
  'password.',
  'totp.',
  'remittance.',
  'parcel.',
  'maintenance.',
] as const;
