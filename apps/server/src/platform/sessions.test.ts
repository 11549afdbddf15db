import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.js';
import { suiteDatabase } from '../../test/suite.js';
import { createUser } from '../../test/users.js';
import { createSession, revokeSession, sessionStillAllows } from './sessions.js';

describe('sessionStillAllows: a long-lived stream asks again whether its session may go on', () => {
  const t = suiteDatabase();
  const auth = testConfig().auth;
  let userId: string;

  beforeAll(async () => {
    userId = (await createUser(t.db, { kind: 'client', permissions: ['payment-orders.receive'] })).id;
  });
  const session = async () => (await createSession(t.db, auth, userId, { ip: null, userAgent: 'vitest' })).id;

  it('allows a live session whose user holds the permission, not another permission', async () => {
    const id = await session();
    expect(await sessionStillAllows(t.db, auth, id, 'payment-orders.receive')).toBe(true);
    expect(await sessionStillAllows(t.db, auth, id, 'payment-orders.spreads')).toBe(false);
  });

  it('refuses once the session is revoked, idle too long, or the permission withdrawn', async () => {
    const revoked = await session();
    await revokeSession(t.db, revoked, 'sign_out');
    expect(await sessionStillAllows(t.db, auth, revoked, 'payment-orders.receive')).toBe(false);

    const idle = await session();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - (auth.idleMinutes + 1) * 60_000) })
      .where('id', '=', idle)
      .execute();
    expect(await sessionStillAllows(t.db, auth, idle, 'payment-orders.receive')).toBe(false);

    const live = await session();
    await t.db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
    expect(await sessionStillAllows(t.db, auth, live, 'payment-orders.receive')).toBe(false);
  });
});
