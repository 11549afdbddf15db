import type { SeedContext, UserRec } from './context.js';
import { json, NULL, t } from './copy.js';
import { DAY, HOUR, MINUTE, REFERENCE_NOW, ts } from './time.js';

/*
 * Some audit history, as real use would have left it: recent sign-ins of the seeded users and the entries
 * the stages gathered for the actions they recorded (cancellations, unblocks, confirmations, decisions).
 * audit_log may already hold rows (the demo administrator's creation), so ids come from its sequence.
 */

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
];

export async function seedAudit(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('audit');
  const users: UserRec[] = [...ctx.staff, ...ctx.clientUsers];
  const ipOf = new Map(
    users.map((u) => [
      u.id,
      `${rng.pick(['177', '186', '189', '200', '201'])}.${rng.between(1, 254)}.${rng.between(0, 255)}.${rng.between(1, 254)}`,
    ]),
  );
  const agentOf = new Map(users.map((u) => [u.id, rng.pick(AGENTS)]));
  for (const u of users) {
    const n = u.kind === 'staff' ? rng.between(8, 20) : rng.between(0, 6);
    for (let k = 0; k < n; k++) {
      ctx.audit.push({
        at: REFERENCE_NOW - rng.between(HOUR, 30 * DAY),
        actor: u.id,
        action: 'sign_in',
        entity: 'user',
        entityId: u.id,
        details: { method: 'password+email_code' },
      });
    }
  }
  const directors = ctx.staffBy('director');
  for (const u of ctx.clientUsers.slice(0, 50)) {
    if (!directors.length) break;
    ctx.audit.push({
      at: REFERENCE_NOW - rng.between(30 * DAY, 300 * DAY),
      actor: rng.pick(directors).id,
      action: 'user.create',
      entity: 'user',
      entityId: u.id,
      details: { email: u.email, kind: 'client' },
    });
  }
  const entries = ctx.audit.sort((a, b) => a.at - b.at || a.action.localeCompare(b.action));
  await ctx.copyEach(
    'audit_log',
    ['at', 'actor_user_id', 'action', 'entity', 'entity_id', 'ip', 'user_agent', 'details'],
    entries,
    (e) => {
      const at = Math.min(e.at, REFERENCE_NOW - MINUTE);
      return `${ts(at)}\t${e.actor ?? NULL}\t${e.action}\t${t(e.entity)}\t${t(e.entityId)}\t${(e.actor && ipOf.get(e.actor)) || NULL}\t${t((e.actor && agentOf.get(e.actor)) || null)}\t${json(e.details)}`;
    },
  );
}
