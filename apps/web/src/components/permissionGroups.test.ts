import { ALL_PERMISSION_KEYS, PERMISSION_AREAS, PERMISSIONS } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import {
  canGrant,
  groupPermissions,
  groupSelection,
  inCatalogueOrder,
  permissionDescription,
  samePermissions,
  seesEveryClient,
  toggleGroup,
  togglePermission,
} from './permissionGroups';

describe('permission grouping', () => {
  it('puts every catalogue key in exactly one group, areas in the domain order', () => {
    const groups = groupPermissions();
    expect(groups.flatMap((g) => g.keys).sort()).toEqual([...ALL_PERMISSION_KEYS].sort());
    const areas = groups.map((g) => g.area);
    expect(areas).toEqual(PERMISSION_AREAS.filter((a) => areas.includes(a)));
    for (const group of groups) for (const key of group.keys) expect(PERMISSIONS[key].area).toBe(group.area);
  });

  it('groups a subset and leaves out empty areas', () => {
    expect(groupPermissions(['users.administer', 'audit.consult', 'users.consult', 'nope'])).toEqual([
      { area: 'users', keys: ['users.consult', 'users.administer'] },
      { area: 'audit', keys: ['audit.consult'] },
    ]);
  });

  it('describes a permission in the UI language from the domain catalogue', () => {
    expect(permissionDescription('users.consult', 'pt-BR')).toBe('Consultar usuários');
    expect(permissionDescription('users.consult', 'en')).toBe('Consult users');
    expect(permissionDescription('legacy.key', 'en')).toBe('legacy.key');
  });
});

describe('selecting permissions', () => {
  const users = { area: 'users' as const, keys: ['users.consult', 'users.administer'] as const };
  const group = { area: users.area, keys: [...users.keys] };

  it('tells whether an area is fully, partly or not selected', () => {
    expect(groupSelection(group, new Set())).toBe('none');
    expect(groupSelection(group, new Set(['users.consult']))).toBe('some');
    expect(groupSelection(group, new Set(['users.administer', 'users.consult', 'audit.consult']))).toBe(
      'all',
    );
  });

  it('toggles one key, keeping catalogue order and unknown keys', () => {
    expect(togglePermission(['audit.consult'], 'users.consult', true)).toEqual([
      'users.consult',
      'audit.consult',
    ]);
    expect(togglePermission(['x.y', 'users.consult'], 'users.consult', false)).toEqual(['x.y']);
    expect(inCatalogueOrder(['x.y', 'audit.consult', 'home.view'])).toEqual([
      'home.view',
      'audit.consult',
      'x.y',
    ]);
  });

  it('toggles an area, leaving the keys that may not change', () => {
    expect(toggleGroup([], group, true)).toEqual(['users.consult', 'users.administer']);
    expect(toggleGroup([], group, true, (k) => k !== 'users.administer')).toEqual(['users.consult']);
    expect(
      toggleGroup(['users.administer', 'users.consult'], group, false, (k) => k !== 'users.administer'),
    ).toEqual(['users.administer']);
  });

  it('lets an administrator grant only what they hold, but keep or remove what the user has', () => {
    expect(canGrant('audit.consult', ['users.administer'], [])).toBe(false);
    expect(canGrant('audit.consult', ['users.administer'], ['audit.consult'])).toBe(true);
    expect(canGrant('users.consult', ['users.consult'], [])).toBe(true);
  });

  it('compares sets of permissions', () => {
    expect(samePermissions(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(samePermissions(['a'], ['a', 'b'])).toBe(false);
  });

  it('knows who sees every client, as the server scope does', () => {
    expect(seesEveryClient({ kind: 'staff', allClients: true, permissions: [] })).toBe(true);
    expect(seesEveryClient({ kind: 'staff', allClients: false, permissions: ['clients.all'] })).toBe(true);
    expect(seesEveryClient({ kind: 'staff', allClients: false, permissions: [] })).toBe(false);
    expect(seesEveryClient({ kind: 'client', allClients: true, permissions: ['clients.all'] })).toBe(false);
  });
});
