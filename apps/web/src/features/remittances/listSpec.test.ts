import { describe, expect, it } from 'vitest';
import { parseListState } from '../../components/listState';
import { remittancesList } from '@fxbo/domain';
import { listApiQuery, listDownloadUrl } from '../../components/resourceList';
import { remittancesListSpec } from './listSpec';

const state = (search: string) => parseListState(new URLSearchParams(search), remittancesListSpec);

describe('remittances list in the address', () => {
  it('reads the spec filters, sort and page, and drops what is not one', () => {
    const s = state(
      'taxId=529.982.247-25&status=blocked&type=duplicity&paymentDateFrom=2026-03-01&paymentDateTo=2026-02-30&vetRate=5,1&sort=reference:asc&page=2&shipper=ACME&shipperId=7&status=nope',
    );
    expect(s.filters).toMatchObject({
      taxId: '529.982.247-25',
      type: 'duplicity',
      paymentDateFrom: '2026-03-01',
      vetRate: '5,1',
      shipperId: '7',
    });
    expect(s.filters.paymentDateTo).toBeUndefined();
    expect(s.sort).toEqual({ field: 'reference', direction: 'asc' });
    expect(s.page).toBe(2);
  });

  it('asks the API with its own names, without the picker label or the default type', () => {
    const query = new URLSearchParams(
      listApiQuery(remittancesList, state('shipperId=7&shipper=ACME&type=all&vetRate=5,1')),
    );
    expect(query.get('shipperId')).toBe('7');
    expect(query.has('shipper')).toBe(false);
    expect(query.has('type')).toBe(false);
    expect(query.get('vetRate')).toBe('5.1');
    expect(query.get('sort')).toBe('includeDate:desc');
  });

  it('exports the same filters and sort without the page, in the UI language', () => {
    const url = listDownloadUrl(remittancesList, state('name=Souza&page=3&sort=id:asc'), 'csv', 'en');
    expect(url.startsWith('/api/remittances/export.csv?')).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('name')).toBe('Souza');
    expect(query.get('sort')).toBe('id:asc');
    expect(query.get('lang')).toBe('en');
    expect(query.has('page')).toBe(false);
  });
});
