import { l } from '../label';
import type { Labels } from '../lists';

/*
 * Every action the audit log records (audit_log.action). The database allows exactly these (check constraint
 * `audit_log_action_known`, held equal by a schema test), each labelled below in both languages (the audit
 * screen and its downloads write the label, never the code). Adding an action: add it here with its label,
 * and to a migration's constraint.
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
  'payment_order.cancel',
  'payment_order.comment',
  'payment_order.write_off',
  'payment_order.receive',
  'fx_spread.update',
  'parcel.authorize',
  'parcel.reject',
  'contract.liquidate',
  'dispatch_request.register',
  'dispatch_request.reject',
  'document_pendency.resolve',
  'maintenance.on',
  'maintenance.off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Each action's label, in both languages (the audit screen and the downloads write these, never the code). */
export const AUDIT_ACTION_LABELS: Labels<AuditAction> = {
  'user.create': l('Usuário criado', 'User created'),
  'user.inactivate': l('Usuário inativado', 'User inactivated'),
  'user.activate': l('Usuário ativado', 'User activated'),
  'user.delete': l('Usuário excluído', 'User deleted'),
  'user.unblock': l('Usuário desbloqueado', 'User unblocked'),
  'user.blocked_by_failures': l(
    'Usuário bloqueado por senhas incorretas',
    'User blocked after wrong passwords',
  ),
  'user.permissions.update': l('Permissões alteradas', 'Permissions changed'),
  'user.clients.update': l('Clientes alterados', 'Clients changed'),
  'user.password_link.send': l('Link de senha enviado', 'Password link sent'),
  'user.sessions.revoke': l('Sessões do usuário encerradas', "User's sessions ended"),
  'access_request.create': l('Acesso solicitado', 'Access requested'),
  'access_request.existing_account': l(
    'Acesso solicitado para conta existente',
    'Access requested for an existing account',
  ),
  'access_request.approve': l('Solicitação de acesso aprovada', 'Access request approved'),
  'access_request.reject': l('Solicitação de acesso recusada', 'Access request rejected'),
  sign_in: l('Entrada no sistema', 'Signed in'),
  'sign_in.trusted_device': l('Entrada em dispositivo confiável', 'Signed in on a trusted device'),
  sign_out: l('Saída do sistema', 'Signed out'),
  'session.revoke': l('Sessão encerrada', 'Session ended'),
  'session.revoke_others': l('Outras sessões encerradas', 'Other sessions ended'),
  'password.change': l('Senha alterada', 'Password changed'),
  'password.recovery_requested': l('Recuperação de senha solicitada', 'Password recovery requested'),
  'password.reset': l('Senha redefinida', 'Password reset'),
  'totp.setup': l('Aplicativo autenticador configurado', 'Authenticator app set up'),
  'totp.enable': l('Aplicativo autenticador ativado', 'Authenticator app enabled'),
  'totp.disable': l('Aplicativo autenticador desativado', 'Authenticator app disabled'),
  'remittance.cancel': l('Remessa cancelada', 'Remittance canceled'),
  'remittance.unblock': l('Remessa desbloqueada', 'Remittance unblocked'),
  'remittance.update_beneficiary': l('Beneficiário da remessa alterado', 'Remittance beneficiary changed'),
  'payment_order.confirm': l('Ordem de pagamento confirmada', 'Payment order confirmed'),
  'payment_order.cancel': l('Ordem de pagamento cancelada', 'Payment order canceled'),
  'payment_order.comment': l('Comentário na ordem de pagamento', 'Payment order comment added'),
  'payment_order.write_off': l('Baixa manual na ordem de pagamento', 'Payment order written off'),
  'payment_order.receive': l('Recebimento de ordem de pagamento', 'Payment order received'),
  'fx_spread.update': l('Spread de câmbio alterado', 'FX spread changed'),
  'parcel.authorize': l('Parcela autorizada', 'Parcel authorized'),
  'parcel.reject': l('Parcela recusada', 'Parcel rejected'),
  'contract.liquidate': l('Contrato de exportação liquidado', 'Export contract liquidated'),
  'dispatch_request.register': l('Solicitação de despacho registrada', 'Dispatch request registered'),
  'dispatch_request.reject': l('Solicitação de despacho rejeitada', 'Dispatch request rejected'),
  'document_pendency.resolve': l('Pendência de documento resolvida', 'Document pendency resolved'),
  'maintenance.on': l('Aviso de manutenção ativado', 'Maintenance notice turned on'),
  'maintenance.off': l('Aviso de manutenção desativado', 'Maintenance notice turned off'),
};

/** The records an action is about (audit_log.entity), labelled. */
export const AUDIT_ENTITY_LABELS: Labels<string> = {
  user: l('Usuário', 'User'),
  access_request: l('Solicitação de acesso', 'Access request'),
  session: l('Sessão', 'Session'),
  remittance: l('Remessa', 'Remittance'),
  payment_order: l('Ordem de pagamento', 'Payment order'),
  fx_spread: l('Spread de câmbio', 'FX spread'),
  parcel: l('Parcela', 'Parcel'),
  contract: l('Contrato', 'Contract'),
  export_dispatch_request: l('Solicitação de despacho', 'Dispatch request'),
  document_pendency: l('Pendência de documento', 'Document pendency'),
  app_settings: l('Configurações', 'Settings'),
};

/** Groups the audit screen filters by (the server matches an action ending in a dot as a prefix). */
export const AUDIT_ACTION_PREFIXES = [
  'user.',
  'access_request.',
  'session.',
  'password.',
  'totp.',
  'remittance.',
  'payment_order.',
  'fx_spread.',
  'parcel.',
  'contract.',
  'dispatch_request.',
  'document_pendency.',
  'maintenance.',
] as const;
