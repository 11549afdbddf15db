import { paymentOrderActions, type PaymentOrderDetail, type PaymentOrderReceiving } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { PaymentOrderContext } from './context.js';
import { paymentOrderNotFound } from './messages.js';

/*
 * One payment order with every section of its detail screen (spec 2 "Payment order detail"). The order is read
 * within the user's client scope: another client's order is "not found", whatever its id.
 */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const userRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The order's own row, in scope, or undefined. */
function orderRow(ctx: PaymentOrderContext, id: string) {
  return ctx.db
    .selectFrom('payment_orders as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .leftJoin('users as m', 'm.id', 'p.manager_user_id')
    .leftJoin('users as cu', 'cu.id', 'p.confirmed_by')
    .selectAll('p')
    .select(['c.name as client_name', 'm.name as manager_name', 'cu.name as confirmed_by_name'])
    .where('p.id', '=', id)
    .where(inClientScope('p.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
}

function sections(db: Kysely<Database>, id: string) {
  return Promise.all([
    db
      .selectFrom('payment_order_attachments as a')
      .leftJoin('users as u', 'u.id', 'a.uploaded_by')
      .select([
        'a.id',
        'a.file_name',
        'a.mime_type',
        'a.size_bytes',
        sql<string>`encode(a.sha256, 'hex')`.as('sha256'),
        'a.uploaded_by',
        'u.name as uploaded_by_name',
        'a.uploaded_at',
      ])
      .where('a.payment_order_id', '=', id)
      .orderBy('a.uploaded_at')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('payment_order_purchase_contracts as pc')
      .innerJoin('contracts as k', 'k.id', 'pc.contract_id')
      .select(['k.id', 'k.contract_number', 'k.contract_date', 'k.currency', 'pc.amount', 'k.rate'])
      .where('pc.payment_order_id', '=', id)
      .orderBy('k.contract_date')
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('payment_order_write_offs as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select([
        'w.id',
        'w.amount',
        'w.write_off_date',
        'w.user_id',
        'u.name as user_name',
        'w.reason',
        'w.created_at',
      ])
      .where('w.payment_order_id', '=', id)
      .orderBy('w.write_off_date')
      .orderBy('w.id')
      .execute(),
    db
      .selectFrom('payment_order_comments as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select(['k.id', 'k.user_id', 'u.name as user_name', 'k.body', 'k.created_at'])
      .where('k.payment_order_id', '=', id)
      .orderBy('k.created_at')
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('payment_order_notifications as n')
      .select(['n.id', 'n.received_at', 'n.channel', 'n.sender', 'n.message_type', 'n.content'])
      .where('n.payment_order_id', '=', id)
      .orderBy('n.received_at')
      .orderBy('n.id')
      .execute(),
    db
      .selectFrom('payment_order_receivings as r')
      .leftJoin('users as u', 'u.id', 'r.requested_by')
      .selectAll('r')
      .select('u.name as requested_by_name')
      .where('r.payment_order_id', '=', id)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute(),
  ]);
}

type ReceivingRow = Awaited<ReturnType<typeof sections>>[5][number];

function destinationOf(r: ReceivingRow): PaymentOrderReceiving['destination'] {
  if (r.pix_key_type && r.pix_key) return { kind: 'pix', pixKeyType: r.pix_key_type, pixKey: r.pix_key };
  return {
    kind: 'account',
    bankCode: r.bank_code ?? '',
    accountType: r.bank_account_type ?? 'checking',
    agency: r.agency ?? '',
    account: r.account_check_digit ? `${r.account ?? ''}-${r.account_check_digit}` : (r.account ?? ''),
  };
}

function receivingOf(r: ReceivingRow): PaymentOrderReceiving {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    status: r.status,
    payer: r.payer_name,
    payerCountry: r.payer_country,
    bindingRelationship: r.binding_relationship,
    reason: r.reason_for_receipt,
    destination: destinationOf(r),
    receiptValue: r.receipt_value,
    exchangeRate: r.exchange_rate,
    grossValue: r.gross_value,
    iofValue: r.iof_value,
    operationFee: r.operation_fee,
    valueToReceive: r.value_to_receive,
    vetRate: r.vet_rate,
    expectedPaymentDate: r.expected_payment_date,
    usdEquivalent: r.usd_equivalent,
    documentAttachmentId: r.document_attachment_id,
    requestedBy: userRef(r.requested_by, r.requested_by_name),
    paidAt: isoOrNull(r.paid_at),
  };
}

/** GET /api/payment-orders/:id. */
export async function getPaymentOrder(ctx: PaymentOrderContext, id: string): Promise<PaymentOrderDetail> {
  const p = await orderRow(ctx, id);
  if (!p) throw paymentOrderNotFound(ctx.locale);
  const [attachments, contracts, writeOffs, comments, notifications, receivings] = await sections(ctx.db, id);
  const anythingReceived =
    writeOffs.length > 0 || contracts.length > 0 || receivings.some((r) => r.status !== 'canceled');
  return {
    id: p.id,
    oprNumber: p.opr_number,
    client: { id: p.client_id, name: p.client_name },
    issuer: p.issuer_name,
    issuerCountry: p.issuer_country,
    manager: p.manager_name,
    state: p.state,
    registerDate: p.register_date,
    documentDate: p.document_date,
    creditDate: p.credit_date,
    operationDate: p.operation_date,
    currency: p.currency,
    foreignAccount: p.foreign_account,
    creditValue: p.credit_value,
    availableBalance: p.available_balance,
    bankerExpenses: p.banker_expenses,
    openDispatchBalance: p.open_dispatch_balance,
    closedDispatchBalance: p.closed_dispatch_balance,
    reference: p.reference,
    confirmedBy: userRef(p.confirmed_by, p.confirmed_by_name),
    confirmedAt: isoOrNull(p.confirmed_at),
    canceledAt: isoOrNull(p.canceled_at),
    cancelReason: p.cancel_reason,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.file_name,
      mimeType: a.mime_type,
      sizeBytes: a.size_bytes,
      sha256: a.sha256,
      uploadedBy: userRef(a.uploaded_by, a.uploaded_by_name),
      uploadedAt: iso(a.uploaded_at),
    })),
    purchaseContracts: contracts.map((k) => ({
      contractId: k.id,
      contractNumber: k.contract_number,
      contractDate: k.contract_date,
      currency: k.currency,
      amount: k.amount,
      rate: k.rate,
    })),
    writeOffs: writeOffs.map((w) => ({
      id: w.id,
      amount: w.amount,
      date: w.write_off_date,
      user: { id: w.user_id, name: w.user_name },
      reason: w.reason,
      createdAt: iso(w.created_at),
    })),
    comments: comments.map((k) => ({
      id: k.id,
      user: { id: k.user_id, name: k.user_name },
      body: k.body,
      createdAt: iso(k.created_at),
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      receivedAt: iso(n.received_at),
      channel: n.channel,
      sender: n.sender,
      messageType: n.message_type,
      content: n.content,
    })),
    receivings: receivings.map(receivingOf),
    actions: paymentOrderActions(
      {
        state: p.state,
        creditValue: p.credit_value,
        availableBalance: p.available_balance,
        anythingReceived,
      },
      ctx.user.permissions,
    ),
  };
}

/** GET /api/payment-orders/:id/attachments/:attachmentId: the file, only through an order in scope. */
export async function getAttachment(ctx: PaymentOrderContext, orderId: string, attachmentId: string) {
  const file = await ctx.db
    .selectFrom('payment_order_attachments as a')
    .innerJoin('payment_orders as p', 'p.id', 'a.payment_order_id')
    .select(['a.file_name', 'a.mime_type', 'a.content'])
    .where('a.id', '=', attachmentId)
    .where('a.payment_order_id', '=', orderId)
    .where(inClientScope('p.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!file) throw paymentOrderNotFound(ctx.locale);
  return file;
}
