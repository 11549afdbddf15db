import {
  BRAZILIAN_BANKS,
  remittanceActions,
  type RemittanceBlock,
  type RemittanceDetail,
} from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RecordContext } from '../../platform/record-route.js';
import { remittanceNotFound } from './messages.js';
import { summaryOf } from './summary.js';

/*
 * One remittance with every field of its detail screen (spec 2 "Remittance detail"), its payment history and,
 * when permitted, its blocking reasons. Read within the user's client scope: another client's remittance is
 * "not found", whatever its id.
 */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/remittances/:id: every field of spec 2 "Remittance detail", payment history, blocking reasons. */
export async function getRemittance(ctx: RecordContext, id: string): Promise<RemittanceDetail> {
  const row = await ctx.db
    .selectFrom('remittances as r')
    .innerJoin('shippers as s', 's.id', 'r.shipper_id')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('remittances as d', 'd.id', 'r.duplicate_of_id')
    .leftJoin('users as cu', 'cu.id', 'r.canceled_by')
    .selectAll('r')
    .select([
      's.name as shipper_name',
      'c.name as client_name',
      'd.reference as duplicate_reference',
      'd.client_id as duplicate_client_id',
      'cu.name as canceled_by_name',
      (eb) =>
        eb
          .selectFrom('banks as b')
          .select('b.name')
          .where((w) =>
            w.or([w('b.compe_code', '=', w.ref('r.bank_code')), w('b.ispb', '=', w.ref('r.bank_ispb'))]),
          )
          .orderBy(sql`b.compe_code = r.bank_code`, (ob) => ob.desc().nullsLast())
          .limit(1)
          .as('bank_name'),
    ])
    .where('r.id', '=', id)
    .where(inClientScope('r.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw remittanceNotFound(ctx.locale);

  const history = await ctx.db
    .selectFrom('remittance_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.at',
      'h.user_id',
      'u.name as user_name',
      'h.action',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.note_code',
      'h.note_params',
    ])
    .where('h.remittance_id', '=', id)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute();
  const blocks = ctx.user.permissions.has('remittances.view-blocking-reasons')
    ? await loadBlocks(ctx.db, id)
    : null;
  const actions = remittanceActions(row.status, ctx.user.permissions, Boolean(blocks?.length));

  const scope = clientScope(ctx.user);
  const duplicateVisible =
    row.duplicate_client_id !== null && (scope === undefined || scope.includes(row.duplicate_client_id));
  const bankName =
    row.bank_name ??
    (row.bank_code ? (BRAZILIAN_BANKS.find((b) => b.code === row.bank_code)?.shortName ?? null) : null);

  return {
    ...summaryOf(row, actions),
    exchangeRate: row.exchange_rate,
    origin: row.origin,
    purpose: row.purpose,
    remittanceTypeDescription: row.remittance_type_description,
    sender: { name: row.sender_name, country: row.sender_country, personType: row.sender_person_type },
    beneficiary: {
      name: row.beneficiary_name,
      taxId: row.beneficiary_tax_id,
      birthDate: row.beneficiary_birth_date,
      phone: row.beneficiary_phone,
      email: row.beneficiary_email,
      country: row.beneficiary_country,
    },
    payment: {
      status: row.status,
      currency: row.currency,
      meValue: row.me_value,
      mnValue: row.mn_value,
      date: row.payment_date,
      type: row.payment_type,
      bank:
        row.bank_code || row.bank_ispb ? { code: row.bank_code, ispb: row.bank_ispb, name: bankName } : null,
      agency: withCheckDigit(row.agency, row.agency_check_digit),
      account: withCheckDigit(row.account, row.account_check_digit),
      accountType: row.account_type,
      pixKeyType: row.pix_key_type,
      pixKey: row.pix_key,
      noPixKey: row.no_pix_key,
      message: row.message,
    },
    // A duplicate of another client's remittance is shown as a duplicate without naming the other one.
    duplicateOf: row.duplicate_of_id
      ? {
          id: duplicateVisible ? row.duplicate_of_id : null,
          reference: duplicateVisible ? row.duplicate_reference : null,
        }
      : null,
    canceled:
      row.status === 'canceled' && row.canceled_at
        ? {
            at: iso(row.canceled_at),
            by:
              row.canceled_by && row.canceled_by_name
                ? { id: row.canceled_by, name: row.canceled_by_name }
                : null,
            reason: row.cancel_reason ?? '',
          }
        : null,
    paidAt: isoOrNull(row.paid_at),
    returned: row.returned_at ? { at: iso(row.returned_at), reason: row.return_reason } : null,
    updatedAt: iso(row.updated_at),
    history: history.map((h) => ({
      id: h.id,
      at: iso(h.at),
      user: h.user_id && h.user_name ? { id: h.user_id, name: h.user_name } : null,
      action: h.action,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      note: h.note,
      systemNote: h.note_code
        ? { code: h.note_code, ...(h.note_params?.fields ? { fields: h.note_params.fields } : {}) }
        : null,
    })),
    blocks,
  };
}

function withCheckDigit(number: string | null, digit: string | null): string | null {
  if (!number) return null;
  return digit ? `${number}-${digit}` : number;
}

async function loadBlocks(db: Kysely<Database>, remittanceId: string): Promise<RemittanceBlock[]> {
  const rows = await db
    .selectFrom('remittance_blocks as b')
    .leftJoin('users as bu', 'bu.id', 'b.blocked_by')
    .leftJoin('users as uu', 'uu.id', 'b.unblocked_by')
    .select([
      'b.id',
      'b.reason_kind',
      'b.reason_code',
      'b.description',
      'b.blocked_at',
      'b.blocked_by',
      'bu.name as blocked_by_name',
      'b.unblocked_at',
      'b.unblocked_by',
      'uu.name as unblocked_by_name',
      'b.unblock_note',
    ])
    .where('b.remittance_id', '=', remittanceId)
    .orderBy('b.blocked_at')
    .orderBy('b.id')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    kind: b.reason_kind,
    code: b.reason_code,
    description: b.description,
    blockedAt: iso(b.blocked_at),
    blockedBy: b.blocked_by && b.blocked_by_name ? { id: b.blocked_by, name: b.blocked_by_name } : null,
    open: b.unblocked_at === null,
    unblockedAt: isoOrNull(b.unblocked_at),
    unblockedBy:
      b.unblocked_by && b.unblocked_by_name ? { id: b.unblocked_by, name: b.unblocked_by_name } : null,
    unblockNote: b.unblock_note,
  }));
}

/** GET /api/remittances/:id/blocks: the blocking reasons (open and closed) of a remittance the user may see. */
export async function listBlocks(ctx: RecordContext, id: string): Promise<{ items: RemittanceBlock[] }> {
  const visible = await ctx.db
    .selectFrom('remittances as r')
    .select('r.id')
    .where('r.id', '=', id)
    .where(inClientScope('r.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!visible) throw remittanceNotFound(ctx.locale);
  return { items: await loadBlocks(ctx.db, id) };
}
