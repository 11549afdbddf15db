import createClient, { type Client } from 'openapi-fetch';
// Generated from the served document by openapi-client.test.ts, beside a copy of this file, before it is
// type-checked there; this file is therefore outside the project's tsconfig (the type import is erased at run).
import type { paths } from './schema.js';

/*
 * A client as an integrator writes one from the document: openapi-fetch typed by openapi-typescript's output,
 * cookies kept between calls, the CSRF header from the `fxbo_csrf` cookie on every state change (the `csrf`
 * security scheme). Each call below is type-checked against the generated types, so a route whose path,
 * parameters, body or answer drift from what these calls use fails the test.
 */

export type ApiClient = Client<paths>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function apiClient(baseUrl: string): ApiClient {
  const jar = new Map<string, string>();
  const client = createClient<paths>({ baseUrl });
  client.use({
    onRequest({ request }) {
      if (jar.size) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const csrf = jar.get('fxbo_csrf');
      if (csrf && !SAFE.has(request.method)) request.headers.set('X-CSRF-Token', csrf);
      return request;
    },
    onResponse({ response }) {
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(';')[0] ?? '';
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
  });
  return client;
}

/** Signs in: a solved captcha, the password, then the e-mailed code. Returns the signed-in user's id. */
export async function signIn(
  client: ApiClient,
  login: { email: string; password: string },
  solve: (challenge: unknown) => Promise<string>,
  code: () => string,
): Promise<string> {
  const challenge = await client.GET('/api/auth/captcha');
  const captcha = await solve(challenge.data);
  const step = await client.POST('/api/auth/sign-in', {
    body: { login: login.email, password: login.password, captcha },
  });
  if (step.data?.status !== 'code_required') throw new Error(`sign-in: ${JSON.stringify(step.error)}`);
  const signedIn = await client.POST('/api/auth/verify-code', {
    body: { attemptId: step.data.attemptId, code: code() },
  });
  if (!signedIn.data) throw new Error(`verify-code: ${JSON.stringify(signedIn.error)}`);
  return signedIn.data.user.uid;
}

/** A list, a detail, a download and an action, on remittances. */
export async function remittanceCalls(client: ApiClient) {
  const list = await client.GET('/api/remittances', {
    params: { query: { pageSize: 10, sort: 'includeDate:desc', status: ['pending'] } },
  });
  if (!list.data) throw new Error(`list: ${JSON.stringify(list.error)}`);
  const first = list.data.items[0];
  if (!first) throw new Error('list: no remittance');
  const detail = await client.GET('/api/remittances/{id}', { params: { path: { id: first.id } } });
  if (!detail.data) throw new Error(`detail: ${JSON.stringify(detail.error)}`);
  const pdf = await client.GET('/api/remittances/{id}/pdf', {
    params: { path: { id: first.id } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf.data) throw new Error(`pdf: ${JSON.stringify(pdf.error)}`);
  const canceled = await client.POST('/api/remittances/{id}/cancel', {
    params: { path: { id: first.id }, header: { 'idempotency-key': `cancel-${first.id}-0123456789` } },
    body: { reason: 'Cancelada pelo cliente gerado' },
  });
  if (!canceled.data) throw new Error(`cancel: ${JSON.stringify(canceled.error)}`);
  return {
    total: list.data.total,
    id: first.id,
    detailStatus: detail.data.status,
    pdf: new Uint8Array(pdf.data),
    canceled: canceled.data,
  };
}
