import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The payment orders' staff actions and receiving flow (issue 12):
 *  - the audit log allows the new actions (AUDIT_ACTIONS in @fxbo/domain, held equal by a schema test);
 *  - a receiving's reason and binding relationship become codes with labels (RECEIPT_REASONS and
 *    BINDING_RELATIONSHIPS in @fxbo/domain): the demo data wrote them as Portuguese text, which an English
 *    screen would show as it was;
 *  - fx_spreads: the brokerage's spread and operation fee per client and currency (client_id null: the
 *    brokerage's default for the currency), set by staff;
 *  - fx_quotes: every quote given to a screen, so the server honours only a quote it gave, to that client, for
 *    that order, before it expires, once;
 *  - iof_rates: IOF-câmbio rates by category with effective dates, so a change of law is a new row, not a deploy;
 *  - the receiving keeps the quote it was priced with and its gross value and IOF.
 */

const AUDIT_ACTIONS = `'user.create', 'user.inactivate', 'user.activate', 'user.delete', 'user.unblock',
  'user.blocked_by_failures', 'user.permissions.update', 'user.clients.update', 'user.password_link.send',
  'user.sessions.revoke', 'access_request.create', 'access_request.existing_account', 'access_request.approve',
  'access_request.reject', 'sign_in', 'sign_in.trusted_device', 'sign_out', 'session.revoke',
  'session.revoke_others', 'password.change', 'password.recovery_requested', 'password.reset', 'totp.setup',
  'totp.enable', 'totp.disable', 'remittance.cancel', 'remittance.unblock', 'remittance.update_beneficiary',
  'payment_order.confirm', 'payment_order.cancel', 'payment_order.comment', 'payment_order.write_off',
  'payment_order.receive', 'fx_spread.update', 'parcel.authorize', 'parcel.reject', 'maintenance.on',
  'maintenance.off'`;

const OLD_AUDIT_ACTIONS = `'user.create', 'user.inactivate', 'user.activate', 'user.delete', 'user.unblock',
  'user.blocked_by_failures', 'user.permissions.update', 'user.clients.update', 'user.password_link.send',
  'user.sessions.revoke', 'access_request.create', 'access_request.existing_account', 'access_request.approve',
  'access_request.reject', 'sign_in', 'sign_in.trusted_device', 'sign_out', 'session.revoke',
  'session.revoke_others', 'password.change', 'password.recovery_requested', 'password.reset', 'totp.setup',
  'totp.enable', 'totp.disable', 'remittance.cancel', 'remittance.unblock', 'remittance.update_beneficiary',
  'payment_order.confirm', 'parcel.authorize', 'parcel.reject', 'maintenance.on', 'maintenance.off'`;

/** Seeded text → code; the codes are the domain's RECEIPT_REASONS and BINDING_RELATIONSHIPS. */
const REASONS: Record<string, string> = {
  'Recebimento de exportação de mercadorias': 'goods_export',
  'Recebimento de exportação de serviços': 'services_export',
  'Ingresso de investimento estrangeiro direto': 'direct_investment',
  'Ingresso de empréstimo externo': 'foreign_loan',
  'Recebimento de comissões': 'commissions',
  'Transferência de recursos próprios': 'own_funds',
  'Manutenção de residentes': 'family_maintenance',
  'Recebimento de herança': 'inheritance',
  'Venda de imóvel no exterior': 'property_sale',
  'Recebimento de salário do exterior': 'salary',
};
const BINDINGS: Record<string, string> = {
  'Sem vínculo': 'none',
  Controladora: 'parent',
  Coligada: 'affiliate',
  Filial: 'branch',
  'Próprio titular': 'self',
  'Cliente no exterior': 'client_abroad',
};

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
const caseOf = (column: string, map: Record<string, string>) =>
  `case ${column} ${Object.entries(map)
    .map(([text, code]) => `when '${text.replace(/'/g, "''")}' then '${code}'`)
    .join(' ')} else ${column} end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table audit_log drop constraint audit_log_action_known',
    `alter table audit_log add constraint audit_log_action_known check (action in (${AUDIT_ACTIONS}))`,

    `update payment_order_receivings set
       reason_for_receipt = ${caseOf('reason_for_receipt', REASONS)},
       binding_relationship = ${caseOf('binding_relationship', BINDINGS)}`,
    `alter table payment_order_receivings
       add constraint payment_order_receivings_reason_known
         check (reason_for_receipt in (${quoted(Object.values(REASONS))})),
       add constraint payment_order_receivings_binding_known
         check (binding_relationship in (${quoted(Object.values(BINDINGS))}))`,

    `create table fx_spreads (
       id bigint generated always as identity primary key,
       client_id bigint references clients on delete cascade,
       currency char(3) not null references currencies on delete restrict,
       spread_percent numeric(7,4) not null check (spread_percent >= 0 and spread_percent < 20),
       operation_fee numeric(18,2) not null default 0 check (operation_fee >= 0),
       updated_by uuid references users on delete set null,
       updated_at timestamptz not null default now(),
       constraint fx_spreads_one_per_client_currency unique nulls not distinct (client_id, currency)
     )`,
    `comment on table fx_spreads is 'Spread below the market buy rate and BRL operation fee; client_id null = default'`,
    // The brokerage's defaults: 1.00 % below the market buy rate, no fee.
    `insert into fx_spreads (client_id, currency, spread_percent, operation_fee)
       select null, code, 1.00, 0 from currencies where code <> 'BRL'`,

    `create table fx_quotes (
       id uuid primary key default gen_random_uuid(),
       payment_order_id bigint not null references payment_orders on delete cascade,
       client_id bigint not null references clients on delete cascade,
       currency char(3) not null references currencies on delete restrict,
       source text not null check (source in ('simulated', 'ptax')),
       market_rate numeric(18,8) not null check (market_rate > 0),
       spread_percent numeric(7,4) not null check (spread_percent >= 0),
       rate numeric(18,8) not null check (rate > 0),
       usd_market_rate numeric(18,8) not null check (usd_market_rate > 0),
       operation_fee numeric(18,2) not null check (operation_fee >= 0),
       quoted_at timestamptz not null,
       expires_at timestamptz not null,
       issued_to uuid not null references users on delete cascade,
       constraint fx_quotes_expire_after_quote check (expires_at > quoted_at)
     )`,
    `comment on column fx_quotes.rate is 'Rate offered to the client: market_rate × (1 − spread_percent / 100)'`,
    `comment on column fx_quotes.usd_market_rate is 'BRL per USD at the same moment, for the USD 3,000.00 rule'`,
    // Purge of expired quotes never used; the quotes of an order.
    `create index fx_quotes_expires on fx_quotes (expires_at)`,
    `create index fx_quotes_order on fx_quotes (payment_order_id)`,

    `create table iof_rates (
       category text not null check (category in ('general', 'export_revenue')),
       effective_from date not null,
       rate_percent numeric(7,4) not null check (rate_percent >= 0 and rate_percent <= 25),
       legal_basis text not null check (btrim(legal_basis) <> ''),
       primary key (category, effective_from)
     )`,
    `insert into iof_rates (category, effective_from, rate_percent, legal_basis) values
       ('general', '2008-01-03', 0.38, 'Decreto 6.306/2007, art. 15-B, caput (redação do Decreto 6.339/2008)'),
       ('export_revenue', '2008-01-03', 0, 'Decreto 6.306/2007, art. 15-B, I: ingresso de receitas de exportação')`,

    `alter table payment_order_receivings
       add column quote_id uuid references fx_quotes on delete restrict,
       add column gross_value numeric(18,2) check (gross_value > 0),
       add column iof_rate numeric(7,4) check (iof_rate >= 0),
       add column iof_value numeric(18,2) check (iof_value >= 0),
       add constraint payment_order_receivings_quote_once unique (quote_id)`,
    `comment on column payment_order_receivings.quote_id is 'The quote it was priced with; null for rows before 0014'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table payment_order_receivings drop constraint payment_order_receivings_quote_once,
       drop column iof_value, drop column iof_rate, drop column gross_value, drop column quote_id`,
    'drop table iof_rates',
    'drop table fx_quotes',
    'drop table fx_spreads',
    `alter table payment_order_receivings drop constraint payment_order_receivings_reason_known,
       drop constraint payment_order_receivings_binding_known`,
    'alter table audit_log drop constraint audit_log_action_known',
    `alter table audit_log add constraint audit_log_action_known check (action in (${OLD_AUDIT_ACTIONS}))`,
  ]);
}
