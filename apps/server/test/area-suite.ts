import { clientOf, staffWith, suiteAgents } from './agents.js';
import { suiteClients } from './fixtures/clients.js';
import { suiteApp } from './suite.js';

/**
 * An area's tests' world, for the enclosing describe block: the app, its clients A and B (suiteClients), and
 * three callers: `staff` of every client and `ofA`, a client user of A, both holding `permission`, and `without`,
 * staff holding only `others`. All filled in by beforeAll hooks: read them inside tests and hooks.
 *   const { t, a, b, staff, ofA, without } = areaSuite('rde.consult', ['documents.consult']);
 */
export function areaSuite(permission: string, others: string[], app?: Parameters<typeof suiteApp>[0]) {
  const t = suiteApp(app);
  const { a, b } = suiteClients(t);
  const agents = suiteAgents(t, {
    staff: staffWith(permission),
    ofA: () => clientOf([a.id], permission),
    without: staffWith(...others),
  });
  return { t, a, b, ...agents };
}
