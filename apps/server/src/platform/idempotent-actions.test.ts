import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../test/audit.js';
import { openApiPaths } from '../../test/openapi.js';
import { t, admin, db, cases } from './idempotent-actions-cases.js';

describe('every action answers a repeat of its Idempotency-Key once', () => {
  it.each(Object.keys(cases))('%s: once, answered alike twice', async (name) => {
    const action = await cases[name]!();
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: action.method,
        url: action.url,
        headers: { ...admin.headers, 'idempotency-key': key },
        ...(action.payload ? { payload: action.payload } : {}),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await send();
    expect(second.statusCode, second.body).toBe(first.statusCode);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await auditActions(db(), { entityId: action.entityId }, action.audit)).toEqual([action.audit]);
  });

  it('documents the header on exactly the actions (the receiving’s included), once, from its declaration', async () => {
    const paths = await openApiPaths(t.app);
    const withKey: string[] = [];
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation['parameters'] ?? []) as { in: string; name: string }[];
        if (parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
          withKey.push(`${method.toUpperCase()} ${path}`);
      }
    expect(withKey.sort()).toEqual(
      [
        'POST /api/export-liquidation/{contractId}',
        'POST /api/payment-orders/{id}/confirm',
        'POST /api/payment-orders/{id}/cancel',
        'POST /api/payment-orders/{id}/comments',
        'POST /api/payment-orders/{id}/write-offs',
        'POST /api/payment-orders/{id}/receivings',
        'POST /api/remittances/{id}/cancel',
        'POST /api/remittances/{id}/unblock',
        'PUT /api/remittances/{id}/beneficiary',
        'POST /api/dispatch-requests/{id}/register',
        'POST /api/dispatch-requests/{id}/reject',
        'POST /api/document-pendencies/{id}/resolve',
        'POST /api/parcels/decisions',
        'PUT /api/users/{id}',
        'PUT /api/users/{id}/permissions',
        'PUT /api/users/{id}/profile',
        'POST /api/permission-profiles',
        'PUT /api/permission-profiles/{id}',
        'DELETE /api/permission-profiles/{id}',
        'PUT /api/users/{id}/clients',
        'POST /api/users/{id}/inactivate',
        'POST /api/users',
        'POST /api/users/{id}/activate',
        'DELETE /api/users/{id}',
        'POST /api/users/{id}/resend-password',
        'POST /api/users/{id}/unblock',
        'POST /api/users/{id}/revoke-sessions',
        'POST /api/access-requests/{id}/approve',
        'POST /api/access-requests/{id}/reject',
      ].sort(),
    );
  });
});
