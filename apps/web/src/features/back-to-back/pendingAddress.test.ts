import { backToBackDetailPath, backToBackList, contractDetailPath } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { parseListState } from '../../components/listState';
import { listApiQuery, listDownloadUrl, listSpecOf } from '../../components/resourceList';

// /pending's address: the screen opens on the pending operations, "all" asks the API for every status.
const spec = listSpecOf(backToBackList);
const apiQuery = (search: string) =>
  listApiQuery(backToBackList, parseListState(new URLSearchParams(search), spec));

describe('/pending in the address bar', () => {
  it('asks for the pending operations when the address names no status', () => {
    expect(apiQuery('')).toBe('?page=1&pageSize=25&sort=operationDate%3Adesc&status=pending');
  });

  it('asks for one status, or for every status with "all"', () => {
    expect(apiQuery('?status=settled')).toBe('?page=1&pageSize=25&sort=operationDate%3Adesc&status=settled');
    expect(apiQuery('?status=all')).toBe('?page=1&pageSize=25&sort=operationDate%3Adesc');
    expect(apiQuery('?status=bogus')).toBe('?page=1&pageSize=25&sort=operationDate%3Adesc&status=pending');
  });

  it('downloads what the screen shows, with the picker’s name left out', () => {
    const state = parseListState(new URLSearchParams('?clientId=7&client=Alfa&currency=eur'), spec);
    expect(listDownloadUrl(backToBackList, state, 'csv', 'en')).toBe(
      '/api/back-to-back/export.csv?sort=operationDate%3Adesc&clientId=7&status=pending&currency=EUR&lang=en',
    );
  });

  it('links an operation and a leg’s contract to their pages', () => {
    expect(backToBackDetailPath('42')).toBe('/back-to-back-detail/42');
    expect(contractDetailPath('7')).toBe('/contract-detail/7');
  });
});
