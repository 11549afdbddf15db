import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_PARAM } from '@fxbo/domain';
import { afterSignInPath, decideAccess, ENDED_PARAM, loginPath, rootRedirect, safeNext } from './access';

const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const admin = { roles: ['admin', 'remittances.consult'] };

describe('route guard', () => {
  it('sends a visitor of a protected route to /login, remembering the whole path', () => {
    expect(decideAccess({ auth: 'signed-in' }, null, at('/remittance?page=2#top'))).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fremittance%3Fpage%3D2%23top',
    });
  });

  it('lets a signed-in user in when the route needs no permission or any one they hold', () => {
    expect(decideAccess({ auth: 'signed-in' }, admin, at('/home'))).toEqual({ kind: 'allow' });
    expect(
      decideAccess(
        { auth: 'signed-in', permissions: ['users.view', 'remittances.consult'] },
        admin,
        at('/x'),
      ),
    ).toEqual({ kind: 'allow' });
    expect(decideAccess({ auth: 'signed-in', permissions: [] }, admin, at('/x'))).toEqual({ kind: 'allow' });
  });

  it('refuses a signed-in user who holds none of the permissions', () => {
    expect(
      decideAccess({ auth: 'signed-in', permissions: ['users.view'] }, admin, at('/admin/users')),
    ).toEqual({
      kind: 'forbidden',
    });
  });

  it('opens a staff work queue to staff only, whatever a client user holds', () => {
    const queue = { auth: 'signed-in', permissions: ['trade.liquidate'], staffOnly: true } as const;
    const holder = { roles: ['admin', 'trade.liquidate'] };
    expect(decideAccess(queue, { ...holder, kind: 'staff' }, at('/q'))).toEqual({ kind: 'allow' });
    expect(decideAccess(queue, { ...holder, kind: 'client' }, at('/q'))).toEqual({ kind: 'forbidden' });
    expect(decideAccess(queue, { roles: ['admin'], kind: 'staff' }, at('/q'))).toEqual({ kind: 'forbidden' });
  });

  it('sends a signed-in user away from the guest pages, to the remembered path or /home', () => {
    expect(decideAccess({ auth: 'guest' }, admin, at('/login'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess({ auth: 'guest' }, admin, at('/login?next=%2Fcontract%3Fa%3D1'))).toEqual({
      kind: 'redirect',
      to: '/contract?a=1',
    });
    expect(decideAccess({ auth: 'guest' }, null, at('/register'))).toEqual({ kind: 'allow' });
  });

  it('opens "any" routes to everyone', () => {
    expect(decideAccess({ auth: 'any' }, null, at('/404'))).toEqual({ kind: 'allow' });
    expect(decideAccess({ auth: 'any' }, admin, at('/404'))).toEqual({ kind: 'allow' });
  });

  it('sends the root to /home with a session and to /login without', () => {
    expect(rootRedirect(admin)).toBe('/home');
    expect(rootRedirect(null)).toBe('/login');
  });
});

describe('remembered path', () => {
  it('accepts only paths of this app', () => {
    expect(safeNext('/contract-detail/12?x=1')).toBe('/contract-detail/12?x=1');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
    ]) {
      expect(safeNext(bad), String(bad)).toBeUndefined();
    }
  });

  it('never returns to a guest page or the root', () => {
    for (const path of [
      '/',
      '/login',
      '/login?next=/x',
      '/register',
      '/recovery-password',
      '/reset-password/abc',
    ]) {
      expect(safeNext(path), path).toBeUndefined();
    }
  });

  it('builds /login with next only when there is somewhere to return', () => {
    expect(loginPath('/home')).toBe('/login?next=%2Fhome');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
    expect(loginPath('/home', 'permissions_changed')).toBe('/login?next=%2Fhome&ended=permissions_changed');
    expect(loginPath('/', 'deleted')).toBe('/login?ended=deleted');
    expect(ENDED_PARAM).toBe(SESSION_ENDED_PARAM);
  });

  it('goes to the remembered path after sign-in, else /home', () => {
    expect(afterSignInPath('?next=%2Fbalance')).toBe('/balance');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.example')).toBe('/home');
    expect(afterSignInPath('')).toBe('/home');
  });
});
