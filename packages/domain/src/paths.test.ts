import { describe, expect, it } from 'vitest';
import {
  accessRequestDetailPath,
  clientListPath,
  CONTRACT_DETAIL_ROUTE,
  CONTRACT_LIST_PATH,
  contractDetailPath,
  paymentOrderReceivePath,
  userDetailPath,
} from './paths';

describe('the address book', () => {
  it('puts the id in a record page’s address, URI-encoded', () => {
    expect(contractDetailPath('42')).toBe('/contract-detail/42');
    expect(contractDetailPath('a/b?c')).toBe('/contract-detail/a%2Fb%3Fc');
    expect(userDetailPath('7 8')).toBe('/admin/users/7%208/detail');
    expect(accessRequestDetailPath('3')).toBe('/admin/users/access-requests/3');
    expect(paymentOrderReceivePath('9')).toBe('/payment-order-detail/9/receive');
  });

  it('declares the route a record page is found at', () => {
    expect(CONTRACT_DETAIL_ROUTE).toBe('/contract-detail/:contractId');
  });

  it('opens a list for one client with its name kept beside the id', () => {
    expect(clientListPath(CONTRACT_LIST_PATH)).toBe('/contract');
    expect(clientListPath(CONTRACT_LIST_PATH, { id: '5', name: 'Alfa & Cia' })).toBe(
      '/contract?clientId=5&client=Alfa+%26+Cia',
    );
  });
});
