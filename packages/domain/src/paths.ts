// The address book: the web addresses of the record and list pages that more than one area, or the server
// (search results, the home page's figures), links to. An area's routes and every link to its pages read them
// here, so no feature spells another area's address (features do not import each other). Plain strings and
// functions only: the web's entry imports this file, so it must build nothing at load (no zod schema).

/** The page of one record under `base`, its id URI-encoded. */
const recordPage =
  (base: string) =>
  (id: string): string =>
    `${base}/${encodeURIComponent(id)}`;

/** A route pattern: `base` followed by the id's parameter. */
const route = (base: string, param: string): string => `${base}/:${param}`;

// Record pages (spec 2): the link to one record and the route pattern declaring the page.
const REMITTANCE_DETAIL = '/remittance-detail';
export const remittanceDetailPath = recordPage(REMITTANCE_DETAIL);
export const REMITTANCE_DETAIL_ROUTE = route(REMITTANCE_DETAIL, 'id');
/** The detail with no id in the address (`?id=…`, spec 2). */
export const REMITTANCE_DETAIL_PATH = REMITTANCE_DETAIL;

const PAYMENT_ORDER_DETAIL = '/payment-order-detail';
export const paymentOrderDetailPath = recordPage(PAYMENT_ORDER_DETAIL);
export const PAYMENT_ORDER_DETAIL_ROUTE = route(PAYMENT_ORDER_DETAIL, 'paymentId');
/** The receiving flow of one order (its own screen under the order's page). */
export const paymentOrderReceivePath = (id: string): string => `${paymentOrderDetailPath(id)}/receive`;
export const PAYMENT_ORDER_RECEIVE_ROUTE = `${PAYMENT_ORDER_DETAIL_ROUTE}/receive`;

const CONTRACT_DETAIL = '/contract-detail';
export const contractDetailPath = recordPage(CONTRACT_DETAIL);
export const CONTRACT_DETAIL_ROUTE = route(CONTRACT_DETAIL, 'contractId');
/** The contract lookup (a contract number typed, no id in the address). */
export const CONTRACT_LOOKUP_PATH = CONTRACT_DETAIL;
/** One of a contract's documents, on the contract's documents page. */
export const contractDocumentPath = recordPage('/contract-document');

const QUOTATION_DETAIL = '/quotation-detail';
export const quotationDetailPath = recordPage(QUOTATION_DETAIL);
export const QUOTATION_DETAIL_ROUTE = route(QUOTATION_DETAIL, 'quotationId');

const BACK_TO_BACK_DETAIL = '/back-to-back-detail';
export const backToBackDetailPath = recordPage(BACK_TO_BACK_DETAIL);
export const BACK_TO_BACK_DETAIL_ROUTE = route(BACK_TO_BACK_DETAIL, 'backId');

const DOCUMENT_DETAIL = '/document-detail';
export const documentDetailPath = recordPage(DOCUMENT_DETAIL);
export const DOCUMENT_DETAIL_ROUTE = route(DOCUMENT_DETAIL, 'documentId');

const RDE_DETAIL = '/rde-detail';
export const rdeDetailPath = recordPage(RDE_DETAIL);
export const RDE_DETAIL_ROUTE = route(RDE_DETAIL, 'rdeId');

// List pages.
export const REMITTANCE_LIST_PATH = '/remittance';
export const PAYMENT_ORDER_LIST_PATH = '/payment-order';
export const CONTRACT_LIST_PATH = '/contract';
export const DOCUMENT_LIST_PATH = '/document';
export const PENDING_DOCUMENTS_PATH = '/documents-pending';
export const PARCELS_TO_AUTHORIZE_PATH = '/parcels-to-authorize';
export const USERS_PATH = '/admin/users';
export const ACCESS_REQUESTS_PATH = `${USERS_PATH}/access-requests`;
export const USER_PROFILES_PATH = `${USERS_PATH}/profiles`;

// User administration: a user's page and an access request's page.
export const userDetailPath = (id: string): string => `${USERS_PATH}/${encodeURIComponent(id)}/detail`;
export const USER_DETAIL_ROUTE = `${USERS_PATH}/:userId/detail`;
export const accessRequestDetailPath = recordPage(ACCESS_REQUESTS_PATH);
export const ACCESS_REQUEST_DETAIL_ROUTE = route(ACCESS_REQUESTS_PATH, 'requestId');

/** A list page for one client, already chosen (the picker keeps the name beside the id). */
export function clientListPath(path: string, client?: { id: string; name: string }): string {
  if (!client) return path;
  return `${path}?${new URLSearchParams({ clientId: client.id, client: client.name }).toString()}`;
}
