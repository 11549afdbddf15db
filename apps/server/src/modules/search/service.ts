import {
  clientListPath,
  CONTRACT_LIST_PATH,
  contractDetailPath,
  DOCUMENT_LIST_PATH,
  documentDetailPath,
  PAYMENT_ORDER_LIST_PATH,
  paymentOrderDetailPath,
  remittanceDetailPath,
  userDetailPath,
  readSearch,
  SEARCH_AREA_PERMISSIONS,
  SEARCH_AREAS,
  SEARCH_PER_AREA,
  type SearchArea,
  type SearchKind,
  type SearchMatch,
  type SearchResponse,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  clientScope,
  inClientScope,
  likeEscape,
  userInClientScope,
  type ClientScope,
} from '../../platform/client-scope.js';
import type { SessionUser } from '../../platform/sessions.js';

/*
 * GET /api/search (decisions §49). Each lookup reads one index (migration 0031, or those named there) and at
 * most SEARCH_PER_AREA + 1 rows: the extra row only says there were more. A prefix is matched on the
 * identifier's upper-case form in the "C" collation, the key of 0031's indexes, and the matches are read in that
 * order, so an exact match comes first.
 */

const LIMIT = SEARCH_PER_AREA + 1;

type Db = Kysely<Database>;
interface Row {
  id: string;
  value: string;
  name: string;
  kind?: string;
}
type Found = { rows: Row[]; field: SearchMatch['field'] };

/**
 * The client condition for a lookup led by (client_id, …): one client as an equality, so the index returns
 * the matches in order (a scoped user has one client most often); several as `any`; none or all as given.
 */
function ofClients(column: string, scope: ClientScope): Expression<SqlBool> {
  if (scope?.length === 1) return sql<SqlBool>`${sql.ref(column)} = ${scope[0]}::int8`;
  return inClientScope(column, scope);
}

const prefix = (text: string) => `${likeEscape(text)}%`;

async function rows(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

/**
 * A lookup by an identifier's prefix, declared by its columns: matched and read in the order of the identifier's
 * upper-case "C"-collation index led by the client (0031), so an exact match comes first.
 */
interface PrefixLookup {
  /** The table(s), aliased; the columns below name the alias. */
  from: RawBuilder<unknown>;
  id: string;
  value: string;
  name: string;
  client: string;
  kind?: string;
}

const byPrefix =
  ({ from, id, value, name, client, kind }: PrefixLookup) =>
  (db: Db, text: string, scope: ClientScope) => {
    const key = sql`upper(${sql.ref(value)}) collate "C"`;
    return rows(
      db,
      sql<Row>`select ${sql.ref(id)}::text as id, ${sql.ref(value)} as value, ${sql.ref(name)} as name
        ${kind ? sql`, ${sql.ref(kind)} as kind` : sql``}
        from ${from}
        where ${key} like ${prefix(text)} and ${ofClients(client, scope)}
        order by ${key}, ${sql.ref(id)} limit ${LIMIT}`,
    );
  };

const remittancesByReference = byPrefix({
  from: sql`remittances r`,
  id: 'r.id',
  value: 'r.reference',
  name: 'r.beneficiary_name',
  client: 'r.client_id',
});

const paymentOrdersByOpr = byPrefix({
  from: sql`payment_orders p join clients c on c.id = p.client_id`,
  id: 'p.id',
  value: 'p.opr_number',
  name: 'c.name',
  client: 'p.client_id',
});

const contractsByNumber = byPrefix({
  from: sql`contracts k join clients c on c.id = k.client_id`,
  id: 'k.id',
  value: 'k.contract_number',
  name: 'c.name',
  client: 'k.client_id',
});

const documentsByNumber = byPrefix({
  from: sql`documents d join clients c on c.id = d.client_id`,
  id: 'd.id',
  value: 'd.number',
  name: 'c.name',
  client: 'd.client_id',
  kind: 'd.document_type',
});

// 0007's remittances_beneficiary: the beneficiary's newest remittances first.
const remittancesByBeneficiary = (db: Db, taxId: string, scope: ClientScope) =>
  rows(
    db,
    sql<Row>`select r.id::text as id, r.reference as value, r.beneficiary_name as name
      from remittances r
      where r.beneficiary_tax_id = ${taxId} and ${inClientScope('r.client_id', scope)}
      order by r.include_date desc, r.id desc limit ${LIMIT}`,
  );

// The Bacen number is unique (0003).
const contractsByBacen = (db: Db, text: string, scope: ClientScope) =>
  rows(
    db,
    sql<Row>`select k.id::text as id, k.bacen_number as value, c.name
      from contracts k join clients c on c.id = k.client_id
      where k.bacen_number = ${text} and ${inClientScope('k.client_id', scope)}`,
  );

// Exact, as typed or in upper case (0031's contract_references_number).
const contractsByReference = (db: Db, typed: string, text: string, scope: ClientScope) =>
  rows(
    db,
    sql<Row>`select k.id::text as id, cr.number as value, c.name, cr.kind
      from contract_references cr
      join contracts k on k.id = cr.contract_id
      join clients c on c.id = k.client_id
      where cr.number in (${typed}, ${text}) and ${inClientScope('k.client_id', scope)}
      order by cr.number, cr.kind, k.id limit ${LIMIT}`,
  );

const clientsByTaxId = (db: Db, taxId: string, scope: ClientScope) =>
  rows(
    db,
    sql<Row>`select c.id::text as id, c.tax_id as value, c.name
      from clients c where c.tax_id = ${taxId} and ${inClientScope('c.id', scope)}`,
  );

// Users whom the searcher may see (as the users area shows them): not deleted, within the searcher's clients.
const usersByCpf = (db: Db, cpf: string, scope: ClientScope) =>
  rows(
    db,
    sql<Row>`select u.id::text as id, u.cpf as value, u.name
      from users u where u.cpf = ${cpf} and u.deleted_at is null and ${userInClientScope('u', scope)}`,
  );

/** The screen that opens a match. A client opens the first of its lists the user may consult, filtered. */
function urlOf(area: SearchArea, row: Row, user: SessionUser): string {
  switch (area) {
    case 'remittances':
      return remittanceDetailPath(row.id);
    case 'payment-orders':
      return paymentOrderDetailPath(row.id);
    case 'contracts':
      return contractDetailPath(row.id);
    case 'documents':
      return documentDetailPath(row.id);
    case 'users':
      return userDetailPath(row.id);
    case 'clients': {
      const list = user.permissions.has('contracts.consult')
        ? CONTRACT_LIST_PATH
        : user.permissions.has('payment-orders.consult')
          ? PAYMENT_ORDER_LIST_PATH
          : DOCUMENT_LIST_PATH;
      return clientListPath(list, row);
    }
  }
}

/** The lookups each area runs for what the query was read as. */
function lookups(
  db: Db,
  typed: string,
  scope: ClientScope,
): { kinds: readonly SearchKind[]; run: Partial<Record<SearchArea, () => Promise<Found>[]>> } {
  const reading = readSearch(typed);
  const found = (field: Found['field'], rows: Promise<Row[]>) => rows.then((r) => ({ rows: r, field }));
  if (reading.taxId) {
    const value = reading.taxId.value;
    return {
      kinds: reading.kinds,
      run: {
        remittances: () => [found('beneficiaryTaxId', remittancesByBeneficiary(db, value, scope))],
        clients: () => [found('clientTaxId', clientsByTaxId(db, value, scope))],
        ...(reading.taxId.kind === 'cpf'
          ? { users: () => [found('userCpf', usersByCpf(db, value, scope))] }
          : {}),
      },
    };
  }
  const text = reading.text;
  if (reading.kinds.includes('opr'))
    return {
      kinds: reading.kinds,
      run: { 'payment-orders': () => [found('oprNumber', paymentOrdersByOpr(db, text, scope))] },
    };
  return {
    kinds: reading.kinds,
    run: {
      remittances: () => [found('reference', remittancesByReference(db, text, scope))],
      contracts: () => [
        ...(reading.kinds.includes('bacen') ? [found('bacenNumber', contractsByBacen(db, text, scope))] : []),
        found('contractNumber', contractsByNumber(db, text, scope)),
        found('contractReference', contractsByReference(db, typed, text, scope)),
      ],
      documents: () => [found('documentNumber', documentsByNumber(db, text, scope))],
    },
  };
}

/** The records a query names, per area the user may consult, within the user's clients. */
export async function search(db: Db, user: SessionUser, q: string): Promise<SearchResponse> {
  const scope = clientScope(user);
  const { kinds, run } = lookups(db, q, scope);
  const areas = SEARCH_AREAS.filter(
    (area) => run[area] && SEARCH_AREA_PERMISSIONS[area].some((p) => user.permissions.has(p)),
  );
  const results = await Promise.all(areas.map((area) => Promise.all(run[area]?.() ?? [])));
  const groups = areas.map((area, i) => {
    const seen = new Set<string>();
    const items: SearchMatch[] = [];
    let more = false;
    for (const { rows: found, field } of results[i] ?? []) {
      if (found.length > SEARCH_PER_AREA) more = true;
      for (const row of found.slice(0, SEARCH_PER_AREA)) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        if (items.length === SEARCH_PER_AREA) {
          more = true;
          break;
        }
        items.push({
          id: row.id,
          field,
          value: row.value,
          name: row.name,
          ...(field === 'contractReference' && row.kind
            ? { referenceKind: row.kind as SearchMatch['referenceKind'] }
            : {}),
          ...(field === 'documentNumber' && row.kind
            ? { documentType: row.kind as SearchMatch['documentType'] }
            : {}),
          url: urlOf(area, row, user),
        });
      }
    }
    return { area, items, more };
  });
  return { kinds: [...kinds], groups: groups.filter((g) => g.items.length > 0) };
}
