import { ALL_PERMISSION_KEYS } from '@fxbo/domain';
import { beforeAll } from 'vitest';
import { runSeed } from '../../src/seed/run.js';
import { HISTORICAL_ANCHOR } from '../../src/seed/time.js';
import { signedInUser, type Agent } from '../auth.js';
import { suiteApp } from '../suite.js';
import type { TestApp } from '../app.js';
import type { Own } from './values.js';

/*
 * One app over the small demo seed (seed 7, the historical anchor) for a file of list contracts, with the three
 * callers they ask as: staff of every client, a client user of one client, and staff limited to that client.
 * Each holds every permission (the routes' own permissions are the authorization matrix's matter).
 */

export interface Seeded extends TestApp {
  own: Own;
  everything: Agent;
  clientUser: Agent;
  scopedStaff: Agent;
}

const one = async (t: TestApp, text: string): Promise<string> =>
  ((await t.database.pool.query(text)).rows[0] as { id: string }).id;

export function suiteSeededApp(): Seeded {
  const t = suiteApp() as Seeded;
  beforeAll(async () => {
    await runSeed(t.database.pool, { size: 'small', seed: 7, anchor: HISTORICAL_ANCHOR });
    // The client with the most contracts among those whose remitters have an extract (every list has its rows).
    const client = await one(
      t,
      `select c.id::text as id from clients c
        where exists (select 1 from shippers s join shipper_extract_entries e on e.shipper_id = s.id
                       where s.client_id = c.id)
        order by (select count(*) from contracts k where k.client_id = c.id) desc, c.id limit 1`,
    );
    const shipper = await one(
      t,
      `select s.id::text as id from shippers s where s.client_id = ${client}
          and exists (select 1 from shipper_extract_entries e where e.shipper_id = s.id)
        order by s.id limit 1`,
    );
    const bank = await one(
      t,
      `select compe_code as id from banks where compe_code is not null order by 1 limit 1`,
    );
    const clientUser = await signedInUser(t, {
      kind: 'client',
      clientIds: [client],
      permissions: [...ALL_PERMISSION_KEYS],
    });
    const scopedStaff = await signedInUser(t, {
      kind: 'staff',
      clientIds: [client],
      permissions: ALL_PERMISSION_KEYS.filter((key) => key !== 'clients.all'),
    });
    t.everything = (await signedInUser(t, { allClients: true, permissions: [...ALL_PERMISSION_KEYS] })).agent;
    t.clientUser = clientUser.agent;
    t.scopedStaff = scopedStaff.agent;
    t.own = { client, shipper, user: clientUser.id, bank };
  }, 180_000);
  return t;
}
