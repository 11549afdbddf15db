import { expect, it } from 'vitest';
import { staffOf, staffWith, suiteAgents } from './agents.js';
import type { Agent } from './auth.js';
import { suiteClients } from './fixtures/clients.js';
import { NamedRows } from './named-rows.js';
import { apiGet, expectForbidden, expectNotFound, listAndDownloads, listItems } from './requests.js';
import { suiteApp } from './suite.js';

/**
 * A trade work queue's list tests' world (decisions §45: a staff queue, so the scoped reader is staff limited to
 * client A), for the enclosing describe block: the app, the exporters A and B, the callers (`staff` holding
 * trade.consult, `actor` holding the queue's action permission, `ofA`, `without`), the rows by their names in
 * the tests (the file's own beforeAll adds them), `get` and `listed(query, agent = staff)`, the names
 * of the rows `path + query` lists.
 */
export function workQueueSuite(path: string, action: string, without: string[]) {
  const t = suiteApp();
  const { a, b } = suiteClients(t, { a: 'Exportadora Alfa Ltda', b: 'Exportadora Beta S.A.' });
  const agents = suiteAgents(t, {
    staff: staffWith('trade.consult'),
    actor: staffWith(action),
    ofA: () => staffOf([a.id], 'trade.consult'),
    without: staffWith(...without),
  });
  const rows = new NamedRows();
  const get = apiGet(t);
  const listed = async (query: string, agent: Agent = agents.staff) =>
    rows.of(await listItems(get(agent, `${path}${query}`)));
  return { t, a, b, ...agents, path, action, rows, get, listed };
}

/** What a work queue's list tests share beyond its rows: the rows each query lists, the scope, the permission. */
export interface WorkQueueExpectations {
  /** Each query and the names it lists. */
  filters: [query: string, expected: string[]][];
  /** Client A's rows: what `clientId=A` lists to everyone and what the staff limited to A see. */
  clientA: string[];
  /** A filter added to `clientId=B` and the rows it lists. */
  clientB: [query: string, expected: string[]];
  /** How many rows the holder of the action permission sees. */
  actorSees: number;
}

/** The filter table, the client filter, the scoped reader and the permission, as `it`s of the enclosing block. */
export function itListsWorkQueue(q: ReturnType<typeof workQueueSuite>, e: WorkQueueExpectations): void {
  it.each(e.filters)('filters and pages %s', async (query, expected) => {
    expect(await q.listed(query)).toEqual(expected);
  });

  it('filters by client', async () => {
    expect(await q.listed(`?clientId=${q.a.id}`)).toEqual(e.clientA);
    expect(await q.listed(`?clientId=${q.b.id}${e.clientB[0]}`)).toEqual(e.clientB[1]);
  });

  it("staff limited to some clients see only their clients' rows", async () => {
    expect(await q.listed('', q.ofA)).toEqual(e.clientA);
    await expectNotFound(q.get(q.ofA, `${q.path}?clientId=${q.b.id}`), 'Cliente não encontrado.');
  });

  it(`is open to trade.consult and ${q.action}, refused to anyone else`, async () => {
    expect(await q.listed('', q.actor)).toHaveLength(e.actorSees);
    await expectForbidden(q.get, q.without, listAndDownloads(q.path));
  });
}
