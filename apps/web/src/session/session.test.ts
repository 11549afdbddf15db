import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/fetchJson';
import { MemoryStorage } from '../test/memoryStorage';
import {
  endSession,
  handleUnauthorized,
  isPasswordRecoveryPath,
  sessionKey,
  sessionEndedReason,
  sessionQuery,
  type SessionUser,
} from './session';

const user = { uid: '00000000-0000-4000-8000-000000000001', roles: ['admin'] } as unknown as SessionUser;
const expired = new ApiError(401, 'unauthorized', 'Sessão expirada', 'Sessão expirada ou inexistente.');

function setup(pathname: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, user);
  queryClient.setQueryData(['remittances', 1], { items: ['secret'] });
  const notify = vi.fn();
  const navigate = vi.fn();
  const run = () =>
    handleUnauthorized(expired, {
      queryClient,
      notify,
      navigate,
      location: { pathname, search: '?a=1', hash: '' },
    });
  return { queryClient, notify, navigate, run };
}

describe('401 handling', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('logs out: cache and session storage cleared, server message shown, /login remembering the page', () => {
    local.setItem('fxbo.language', 'en');
    local.setItem('fxbo.session.signIn', '{}');
    session.setItem('fxbo.session.signIn', '{}');
    const { queryClient, notify, navigate, run } = setup('/remittance');
    run();
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(queryClient.getQueryData(['remittances', 1])).toBeUndefined();
    expect(local.getItem('fxbo.session.signIn')).toBeNull();
    expect(session.getItem('fxbo.session.signIn')).toBeNull();
    expect(local.getItem('fxbo.language')).toBe('en');
    expect(notify).toHaveBeenCalledWith('Sessão expirada ou inexistente.', {
      severity: 'warning',
      group: 'sign-in',
    });
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fremittance%3Fa%3D1');
  });

  it('a session ended by a change goes to /login naming why (the page says it), with no toast', () => {
    const notify = vi.fn();
    const navigate = vi.fn();
    const title = 'Suas permissões foram alteradas; entre novamente.';
    const ended = new ApiError(
      401,
      'session_ended',
      title,
      title,
      undefined,
      [],
      undefined,
      'permissions_changed',
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKey, user);
    handleUnauthorized(ended, {
      queryClient,
      notify,
      navigate,
      location: { pathname: '/admin/users', search: '', hash: '' },
    });
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fadmin%2Fusers&ended=permissions_changed');
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays on the password recovery and reset pages', () => {
    for (const path of ['/recovery-password', '/reset-password/abc']) {
      const { queryClient, notify, navigate, run } = setup(path);
      run();
      expect(queryClient.getQueryData(sessionKey)).toBeNull();
      expect(notify).toHaveBeenCalledOnce();
      expect(navigate).not.toHaveBeenCalled();
    }
    expect(isPasswordRecoveryPath('/reset-password')).toBe(false);
  });

  it('does nothing when the page already knew it was signed out (a visitor, or a second 401)', () => {
    const { queryClient, notify, navigate, run } = setup('/home');
    run();
    run();
    expect(notify).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledOnce();
    queryClient.clear();
    run();
    expect(notify).toHaveBeenCalledOnce();
  });

  it('endSession works without any storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    const queryClient = new QueryClient();
    endSession(queryClient);
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
  });
});

describe('session query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps why the session ended when /api/auth/session says so, and knows no user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 'signed_out', reason: 'permissions_changed' })),
    );
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(sessionQuery)).resolves.toBeNull();
    expect(sessionEndedReason(queryClient)).toBe('permissions_changed');
  });

  it('asks /api/auth/session when it knows no user (204: a guest), /api/auth/me when it believes in one', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(sessionQuery)).resolves.toBeNull();
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/api/auth/session']);

    queryClient.setQueryData(sessionKey, user);
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'unauthorized' }, { status: 401 }));
    await expect(queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 })).resolves.toBeNull();
    expect((fetchMock.mock.calls[1] as unknown[])[0]).toBe('/api/auth/me');
  });
});
