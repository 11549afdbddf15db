import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInUser, type Agent } from '../../../test/auth.js';
import { suiteApp } from '../../../test/suite.js';

// A person's own sessions (/api/auth/sessions…, my-sessions.ts): listed, one ended, the others ended, audited.
const t = suiteApp();

const call = (agent: Agent, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: agent.headers });

const auditActions = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('my sessions', () => {
  let me: Awaited<ReturnType<typeof signedInUser>>;
  let second: Agent;
  let third: Agent;
  beforeAll(async () => {
    me = await signedInUser(t);
    second = await sessionFor(t.database.db, t.config, me.id);
    third = await sessionFor(t.database.db, t.config, me.id);
  });

  it('lists my active sessions, the one in use marked current', async () => {
    const res = await call(me.agent, 'GET', '/api/auth/sessions');
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: { id: string; current: boolean; userAgent: string | null }[] })
      .items;
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.every((s) => s.userAgent === 'vitest')).toBe(true);
  });

  it('ends one of my sessions; another person’s is not found', async () => {
    const other = await signedInUser(t);
    const theirs = (
      (await call(other.agent, 'GET', '/api/auth/sessions')).json() as { items: { id: string }[] }
    ).items[0]!.id;
    expect((await call(me.agent, 'DELETE', `/api/auth/sessions/${theirs}`)).statusCode).toBe(404);
    const mine = (
      (await call(third, 'GET', '/api/auth/sessions')).json() as {
        items: { id: string; current: boolean }[];
      }
    ).items.find((s) => s.current)!.id;
    expect((await call(me.agent, 'DELETE', `/api/auth/sessions/${mine}`)).statusCode).toBe(204);
    expect((await call(third, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect(await auditActions(me.id)).toContain('session.revoke');
  });

  it('ends my other sessions and keeps the one in use', async () => {
    const res = await call(me.agent, 'POST', '/api/auth/sessions/revoke-others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await call(second, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    const left = (await call(me.agent, 'GET', '/api/auth/sessions')).json() as { items: unknown[] };
    expect(left.items).toHaveLength(1);
    expect(await auditActions(me.id)).toContain('session.revoke_others');
  });

  it('signs out: the session ends and the sign-out is audited', async () => {
    expect((await call(me.agent, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect((await call(me.agent, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect(await auditActions(me.id)).toContain('sign_out');
  });
});
