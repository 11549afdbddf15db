import {
  ALL_PERMISSION_KEYS,
  isPermissionKey,
  PERMISSION_AREAS,
  PERMISSIONS,
  type PermissionArea,
  type PermissionKey,
} from '@fxbo/domain';

/*
 * The permission catalogue of @fxbo/domain arranged for a checkbox tree: one group per area, in the
 * catalogue's order, with the description in the UI language. Pure functions; PermissionTree renders them.
 */

export interface PermissionGroup {
  area: PermissionArea;
  keys: PermissionKey[];
}

/** The areas that have permissions among `keys` (default: all), each with its keys in catalogue order. */
export function groupPermissions(keys: readonly string[] = ALL_PERMISSION_KEYS): PermissionGroup[] {
  const wanted = new Set(keys);
  return PERMISSION_AREAS.map((area) => ({
    area,
    keys: ALL_PERMISSION_KEYS.filter((key) => PERMISSIONS[key].area === area && wanted.has(key)),
  })).filter((group) => group.keys.length > 0);
}

/** The catalogue's description of a permission: Portuguese for pt-*, English otherwise; the key if unknown. */
export function permissionDescription(key: string, language: string): string {
  if (!isPermissionKey(key)) return key;
  const info = PERMISSIONS[key];
  return language.toLowerCase().startsWith('pt') ? info.descriptionPt : info.description;
}

export type GroupSelection = 'all' | 'some' | 'none';

/** How much of a group is selected: drives the area checkbox (checked, indeterminate, clear). */
export function groupSelection(group: PermissionGroup, selected: ReadonlySet<string>): GroupSelection {
  const count = group.keys.filter((key) => selected.has(key)).length;
  return count === 0 ? 'none' : count === group.keys.length ? 'all' : 'some';
}

/** `keys` in catalogue order, unknown keys last in their given order (so nothing held is lost). */
export function inCatalogueOrder(keys: Iterable<string>): string[] {
  const set = new Set(keys);
  const known = ALL_PERMISSION_KEYS.filter((key) => set.has(key));
  const unknown = [...set].filter((key) => !isPermissionKey(key));
  return [...known, ...unknown];
}

/** Selects or clears one permission. */
export function togglePermission(selected: readonly string[], key: string, checked: boolean): string[] {
  const next = new Set(selected);
  if (checked) next.add(key);
  else next.delete(key);
  return inCatalogueOrder(next);
}

/**
 * The area checkbox: selects every permission of the group that `canChange` allows, or clears them. Keys
 * that cannot change (permissions the administrator does not hold) stay as they are.
 */
export function toggleGroup(
  selected: readonly string[],
  group: PermissionGroup,
  checked: boolean,
  canChange: (key: string) => boolean = () => true,
): string[] {
  const next = new Set(selected);
  for (const key of group.keys) {
    if (!canChange(key)) continue;
    if (checked) next.add(key);
    else next.delete(key);
  }
  return inCatalogueOrder(next);
}

/**
 * Whether an administrator may tick `key`: nobody grants a permission they do not hold (the server refuses
 * it), but a permission the user already has may stay or go.
 */
export function canGrant(
  key: string,
  actorPermissions: readonly string[],
  initial: readonly string[],
): boolean {
  return actorPermissions.includes(key) || initial.includes(key);
}

/** Same sets, whatever the order. */
export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((key) => setB.has(key));
}

/**
 * Whether a user sees every client (staff with every client, or holding clients.all), as the server's client
 * scope decides; only such a user may give someone else every client.
 */
export function seesEveryClient(user: {
  kind: 'staff' | 'client';
  allClients: boolean;
  permissions: readonly string[];
}): boolean {
  return user.kind === 'staff' && (user.allClients || user.permissions.includes('clients.all'));
}
