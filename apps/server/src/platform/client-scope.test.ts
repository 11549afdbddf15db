import { describe, expect, it } from 'vitest';
import { clientScope } from './auth-guard.js';
import type { SessionUser } from './sessions.js';

const user = (over: Partial<SessionUser>): SessionUser => ({
  sessionId: 's',
  userId: 'u',
  name: 'n',
  email: 'e',
  kind: 'staff',
  locale: 'pt-BR',
  permissions: new Set(),
  allClients: false,
  clientIds: ['1', '2'],
  csrfTokenHash: null,
  ...over,
});

describe('client scope', () => {
  it('staff see all clients through the flag or the clients.all permission', () => {
    expect(clientScope(user({ allClients: true }))).toBeUndefined();
    expect(clientScope(user({ permissions: new Set(['clients.all']) }))).toBeUndefined();
  });

  it('everyone else sees only the associated clients', () => {
    expect(clientScope(user({}))).toEqual(['1', '2']);
    expect(
      clientScope(user({ kind: 'client', allClients: true, permissions: new Set(['clients.all']) })),
    ).toEqual(['1', '2']);
    expect(clientScope(user({ clientIds: [] }))).toEqual([]);
  });
});
