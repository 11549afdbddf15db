import { describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { sessionFor } from '../../../test/auth.js';
import { createUser } from '../../../test/users.js';
import { suiteApp } from '../../../test/suite.js';

describe('maintenance notice', () => {
  const t = suiteApp();

  it('is off by default and readable without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, messagePt: null, messageEn: null });
  });

  it('an administrator turns it on and off, and it is audited', async () => {
    const admin = await createUser(t.database.db, { permissions: ['settings.maintenance'] });
    const { headers } = await sessionFor(t.database.db, t.config, admin.id);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers,
      payload: { active: true, messagePt: 'Voltamos às 18h.', messageEn: 'Back at 6 pm.' },
    });
    expect(on.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).json()).toMatchObject({
      active: true,
      messagePt: 'Voltamos às 18h.',
    });
    await t.app.inject({ method: 'PUT', url: '/api/maintenance', headers, payload: { active: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).json().active).toBe(false);
    expect(await auditActions(t.database.db, { actorUserId: admin.id })).toEqual([
      'maintenance.on',
      'maintenance.off',
    ]);
  });

  it('needs the permission and the CSRF token', async () => {
    const user = await createUser(t.database.db);
    const { headers } = await sessionFor(t.database.db, t.config, user.id);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/maintenance', headers, payload: { active: true } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/maintenance', payload: { active: true } })).statusCode,
    ).toBe(401);
    const admin = await createUser(t.database.db, { permissions: ['settings.maintenance'] });
    const s = await sessionFor(t.database.db, t.config, admin.id);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: { cookie: s.headers['cookie'] ?? '' },
      payload: { active: true },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
  });

  it('rejects unknown fields and overlong messages', async () => {
    const admin = await createUser(t.database.db, { permissions: ['settings.maintenance'] });
    const { headers } = await sessionFor(t.database.db, t.config, admin.id);
    for (const payload of [
      { active: 'yes' },
      { active: true, messagePt: 'x'.repeat(1001) },
      { active: true, other: 1 },
    ]) {
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/maintenance', headers, payload })).statusCode,
      ).toBe(400);
    }
  });
});
