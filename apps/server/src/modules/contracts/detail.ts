import type { ContractDetail, ContractLookup, ContractSummary } from '@fxbo/domain';
import { l } from '@fxbo/domain';
import { sql } from 'kysely';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { notFound, type RecordContext } from '../../platform/record-route.js';

/*
 * One contract with every field of its detail screen (spec 2 "Contract detail"), and the lookup by its number
 * (/contract-detail). Read within the user's client scope: another client's contract is "not found", whatever
 * its id or number. Each linked list is read by its own index (migrations 0003 to 0005).
 */

/** Another client's contract is "not found" too. */
export const contractNotFound = notFound(l('Contrato não encontrado.', 'Contract not found.'));

export async function getContract(ctx: RecordContext, id: string): Promise<ContractDetail> {
  const { db } = ctx;
  const row = await db
    .selectFrom('contracts as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .leftJoin('banks as b', 'b.id', 'c.bank_id')
    .leftJoin('users as o', 'o.id', 'c.operator_user_id')
    .selectAll('c')
    .select([
      'cl.name as client_name',
      'cl.tax_id',
      'cl.address_street',
      'cl.address_number',
      'cl.address_complement',
      'cl.address_district',
      'cl.address_city',
      'cl.address_state',
      'cl.address_postal_code',
      'cl.address_country',
      'b.compe_code as bank_code',
      sql<string | null>`coalesce(b.short_name, b.name)`.as('bank_name'),
      'o.name as operator_name',
    ])
    .where('c.id', '=', id)
    .where(inClientScope('c.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw contractNotFound(ctx.locale);

  const [references, documents, quotations, paymentOrders, backToBack] = await Promise.all([
    db
      .selectFrom('contract_references')
      .select(['kind', 'number'])
      .where('contract_id', '=', id)
      .orderBy('kind')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('contract_documents')
      .select([
        'id',
        'kind',
        'number',
        'document_date',
        'due_date',
        'currency',
        'value',
        sql<boolean>`content is not null`.as('has_file'),
      ])
      .where('contract_id', '=', id)
      .orderBy('kind')
      .orderBy('document_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('quotation_contracts as qc')
      .innerJoin('quotations as q', 'q.id', 'qc.quotation_id')
      .select([
        'q.id',
        'q.quotation_date',
        'q.quotation_type',
        'q.currency',
        'q.quoted_amount',
        'q.winning_rate',
      ])
      .where('qc.contract_id', '=', id)
      .orderBy('q.quotation_date')
      .orderBy('q.id')
      .execute(),
    db
      .selectFrom('payment_order_purchase_contracts as pc')
      .innerJoin('payment_orders as po', 'po.id', 'pc.payment_order_id')
      .select([
        'po.id',
        'po.opr_number',
        'po.issuer_name',
        'po.currency',
        'po.credit_value',
        'pc.amount',
        'po.state',
      ])
      .where('pc.contract_id', '=', id)
      .orderBy('pc.linked_at')
      .orderBy('po.id')
      .execute(),
    db
      .selectFrom('back_to_back_operations')
      .select([
        'id',
        'operation_number',
        'import_contract_id',
        'operation_date',
        'settlement_date',
        'currency',
        'value',
        'status',
      ])
      .where((eb) => eb.or([eb('import_contract_id', '=', id), eb('export_contract_id', '=', id)]))
      .orderBy('operation_date')
      .orderBy('id')
      .execute(),
  ]);

  const byKind: ContractSummary['references'] = {};
  for (const r of references) (byKind[r.kind] ??= []).push(r.number);

  return {
    id: row.id,
    contractNumber: row.contract_number,
    contractDate: row.contract_date,
    bacenNumber: row.bacen_number,
    type: row.contract_type,
    status: row.status,
    client: {
      id: row.client_id,
      name: row.client_name,
      taxId: row.tax_id,
      address: {
        street: row.address_street,
        number: row.address_number,
        complement: row.address_complement,
        district: row.address_district,
        city: row.address_city,
        state: row.address_state,
        postalCode: row.address_postal_code,
        country: row.address_country,
      },
    },
    bank: row.bank_id && row.bank_name ? { id: row.bank_id, code: row.bank_code, name: row.bank_name } : null,
    operator:
      row.operator_user_id && row.operator_name
        ? { id: row.operator_user_id, name: row.operator_name }
        : null,
    counterparty: row.counterparty_name,
    counterpartyCountry: row.counterparty_country,
    currency: row.currency,
    meValue: row.me_value,
    rate: row.rate,
    mnValue: row.mn_value,
    expense: row.expense,
    natureCode: row.nature_code,
    natureDescription: row.nature_description,
    liquidationDate: row.liquidation_date,
    paymentMethod: row.payment_method,
    paymentDate: row.payment_date,
    deliveryMethod: row.delivery_method,
    deliveryDate: row.delivery_date,
    notes: row.notes,
    liquidatedMeValue: row.liquidated_me_value,
    createdAt: row.created_at.toISOString(),
    references: byKind,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      documentDate: d.document_date,
      dueDate: d.due_date,
      currency: d.currency,
      value: d.value,
      hasFile: d.has_file,
    })),
    quotations: quotations.map((q) => ({
      id: q.id,
      quotationDate: q.quotation_date,
      quotationType: q.quotation_type,
      currency: q.currency,
      quotedAmount: q.quoted_amount,
      winningRate: q.winning_rate,
    })),
    paymentOrders: paymentOrders.map((po) => ({
      id: po.id,
      oprNumber: po.opr_number,
      issuerName: po.issuer_name,
      currency: po.currency,
      creditValue: po.credit_value,
      amount: po.amount,
      state: po.state,
    })),
    backToBack: backToBack.map((op) => ({
      id: op.id,
      operationNumber: op.operation_number,
      leg: op.import_contract_id === id ? 'import' : 'export',
      operationDate: op.operation_date,
      settlementDate: op.settlement_date,
      currency: op.currency,
      value: op.value,
      status: op.status,
    })),
  };
}

/** The contract with this exact number (trimmed), within the user's scope (the unique contract_number index). */
export async function findContractByNumber(ctx: RecordContext, number: string): Promise<ContractLookup> {
  const row = await ctx.db
    .selectFrom('contracts as c')
    .select('c.id')
    .where('c.contract_number', '=', number.trim())
    .where(inClientScope('c.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw contractNotFound(ctx.locale);
  return { id: row.id };
}
