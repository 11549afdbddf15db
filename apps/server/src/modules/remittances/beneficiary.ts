import {
  BRAZILIAN_BANKS,
  REMITTANCE_BENEFICIARY_EDITABLE_STATUSES,
  REMITTANCE_EDITABLE_FIELDS,
  type RemittanceBeneficiaryUpdateParsed,
  type RemittanceDetail,
} from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { changeLockedRemittance, writeHistory } from './actions.js';
import type { ActionContext } from '../../platform/locked-change.js';
import { stateConflict } from './messages.js';

/** A bank code is known when the banks table or the domain's verified list has it; its ISPB comes along. */
async function findBank(db: Kysely<Database>, code: string): Promise<{ ispb: string | null } | undefined> {
  const row = await db
    .selectFrom('banks')
    .select('ispb')
    .where('compe_code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
  if (row) return { ispb: row.ispb };
  const known = BRAZILIAN_BANKS.find((b) => b.code === code);
  return known ? { ispb: known.ispb } : undefined;
}

/** The columns a correction writes, named as the history and the audit name them (labelled in the domain). */
const EDITABLE_COLUMNS = REMITTANCE_EDITABLE_FIELDS;

/**
 * PUT /api/remittances/:id/beneficiary: the beneficiary's contact and payment data, validated by the domain
 * (the body schema) and here against the bank list; allowed until the remittance is sent for payment, and
 * after a return. Corrected data clears the "by data" flag; the history names the changed fields.
 */
export async function updateBeneficiary(
  ctx: ActionContext,
  id: string,
  body: RemittanceBeneficiaryUpdateParsed,
): Promise<RemittanceDetail> {
  const bank = body.bankCode ? await findBank(ctx.db, body.bankCode) : undefined;
  if (body.bankCode && !bank) {
    const message = ctx.locale === 'en' ? 'Invalid bank.' : 'Banco inválido.';
    throw new AppError(400, 'validation_failed', message, {
      errors: [{ path: 'body.bankCode', code: 'invalid_bank', message }],
    });
  }
  const values = {
    beneficiary_email: body.email,
    beneficiary_phone: body.phone,
    payment_type: body.paymentType,
    bank_code: body.bankCode,
    bank_ispb: bank?.ispb ?? null,
    agency: body.agency?.number ?? null,
    agency_check_digit: body.agency?.checkDigit ?? null,
    account: body.account?.number ?? null,
    account_check_digit: body.account?.checkDigit ?? null,
    account_type: body.accountType,
    pix_key_type: body.pix?.type ?? null,
    pix_key: body.pix?.key ?? null,
    no_pix_key: body.noPixKey,
    message: body.message,
  };
  return changeLockedRemittance(ctx, id, async (trx, row) => {
    if (!REMITTANCE_BENEFICIARY_EDITABLE_STATUSES.includes(row.status))
      throw stateConflict('editBeneficiary', row.status, ctx.locale);
    const before = await trx
      .selectFrom('remittances')
      .select([...EDITABLE_COLUMNS, 'has_data_issues'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const changed = EDITABLE_COLUMNS.filter((c) => (before[c] ?? null) !== (values[c] ?? null));
    await trx
      .updateTable('remittances')
      .set({ ...values, has_data_issues: false, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    await writeHistory(
      trx,
      ctx,
      row,
      'updated',
      row.status,
      null,
      changed.length ? { code: 'fields_changed', fields: changed } : null,
    );
    return {
      action: 'remittance.update_beneficiary',
      details: { changed, hadDataIssues: before.has_data_issues },
    };
  });
}
