import { accessRequestListQuerySchema, accessRequestsList } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { listStateToParams, parseListState } from '../../components/listState';
import { listApiQuery } from '../../components/resourceList';
import { requestsListSpec } from './listSpec';

const state = (search: string) => parseListState(new URLSearchParams(search), requestsListSpec);
const api = (search: string) =>
  Object.fromEntries(new URLSearchParams(listApiQuery(accessRequestsList, state(search))));

describe('/admin/users/access-requests address ⇄ API query', () => {
  it('shows the pending requests, newest first, by default, with a plain address', () => {
    expect(api('')).toEqual({ page: '1', pageSize: '25', sort: 'createdAt:desc', status: 'pending' });
    expect(listStateToParams(state(''), requestsListSpec).toString()).toBe('');
  });

  it('"all" asks for every status; the address keeps it', () => {
    expect(api('status=all')).toEqual({ page: '1', pageSize: '25', sort: 'createdAt:desc' });
    expect(listStateToParams(state('status=all'), requestsListSpec).toString()).toBe('status=all');
  });

  it('falls back to pending for an unknown status, and the server accepts every query', () => {
    expect(api('status=bogus').status).toBe('pending');
    for (const search of ['', 'status=all', 'status=rejected&sort=name:asc&page=4', 'sort=x:asc']) {
      expect(accessRequestListQuerySchema.safeParse(api(search)).success, search).toBe(true);
    }
  });
});
