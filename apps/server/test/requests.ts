import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Agent } from './auth.js';

/**
 * `get(agent, url, lang?)`: a GET as a signed-in agent, in `lang` when given (else with no Accept-Language).
 * Takes the suite's app object and reads its `app` at each call, so it may be made while the describe block is
 * being declared: `const get = apiGet(t);`.
 */
export const apiGet =
  (t: Pick<TestApp, 'app'>) =>
  (agent: Agent, url: string, lang?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...agent.headers, ...(lang ? { 'accept-language': lang } : {}) },
    });

/**
 * The items of a list's answer, which must be a 200 (the test fails otherwise, showing the body):
 * `(await listItems(get(staff, '/api/rdes?status=pending'))).map((r) => names.get(r.id))`.
 */
export async function listItems<T = { id: string }>(
  answer: LightMyRequestResponse | Promise<LightMyRequestResponse>,
): Promise<T[]> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as T[];
}

/**
 * An answer that must be a 404 problem+json (a record the caller may not see, or none), titled `title` when
 * given: `await expectNotFound(get(ofA, `/api/contracts?clientId=${b.id}`), 'Cliente não encontrado.')`.
 */
export async function expectNotFound(
  answer: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  title?: string,
): Promise<void> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status: 404, code: 'not_found', ...(title ? { title } : {}) });
}

/** A list's address and its two downloads': `['/api/rdes', '/api/rdes/export.csv', '/api/rdes/export.xlsx']`. */
export const listAndDownloads = (path: string): string[] => [
  path,
  `${path}/export.csv`,
  `${path}/export.xlsx`,
];

/**
 * A 403 for each of `urls` (a user without the area's permission), naming the url that was not:
 * `await expectForbidden(get, without, listAndDownloads('/api/rdes'))`.
 */
export async function expectForbidden(
  get: (agent: Agent, url: string) => Promise<LightMyRequestResponse>,
  agent: Agent,
  urls: readonly string[],
): Promise<void> {
  for (const url of urls) expect((await get(agent, url)).statusCode, url).toBe(403);
}
