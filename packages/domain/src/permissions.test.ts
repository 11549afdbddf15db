import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_KEYS,
  isPermissionKey,
  PERMISSION_AREAS,
  PERMISSIONS,
  permissionKeySchema,
} from './permissions';

describe('permission catalogue', () => {
  it('names every key <area>.<action> after its own area', () => {
    for (const key of ALL_PERMISSION_KEYS) {
      expect(key).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(key.split('.')[0]).toBe(PERMISSIONS[key].area);
    }
  });

  it('covers every area and describes each key in both languages', () => {
    expect(new Set(ALL_PERMISSION_KEYS.map((k) => PERMISSIONS[k].area))).toEqual(new Set(PERMISSION_AREAS));
    for (const key of ALL_PERMISSION_KEYS) {
      expect(PERMISSIONS[key].description.length).toBeGreaterThan(5);
      expect(PERMISSIONS[key].descriptionPt.length).toBeGreaterThan(5);
      expect(PERMISSIONS[key].descriptionPt).not.toBe(PERMISSIONS[key].description);
    }
  });

  it.each([
    'home.view',
    'remittances.consult',
    'remittances.cancel',
    'remittances.unblock',
    'remittances.view-blocking-reasons',
    'remittances.export',
    'remittances.edit-beneficiary',
    'balance.consult',
    'payment-orders.consult',
    'payment-orders.receive',
    'payment-orders.confirm',
    'payment-orders.cancel',
    'payment-orders.comment',
    'payment-orders.write-off',
    'payment-orders.spreads',
    'contracts.consult',
    'contracts.print',
    'quotations.consult',
    'trade.consult',
    'trade.liquidate',
    'trade.register-dispatch',
    'documents.consult',
    'documents.resolve-pendencies',
    'rde.consult',
    'parcels.consult',
    'parcels.authorize',
    'treasury.bills-to-pay',
    'treasury.bills-to-receive',
    'treasury.back-to-back',
    'treasury.exchange-contracted',
    'treasury.exchange-to-hire',
    'users.consult',
    'users.administer',
    'access-requests.approve',
    'audit.consult',
    'settings.maintenance',
    'clients.all',
  ])('has %s', (key) => expect(isPermissionKey(key)).toBe(true));

  it('has exactly the keys listed above', () => expect(ALL_PERMISSION_KEYS).toHaveLength(37));

  it('rejects unknown keys, including inherited object properties', () => {
    expect(isPermissionKey('remittances.delete')).toBe(false);
    expect(isPermissionKey('toString')).toBe(false);
    expect(permissionKeySchema.safeParse('remittances.cancel').success).toBe(true);
    expect(permissionKeySchema.safeParse('admin').success).toBe(false);
  });
});
