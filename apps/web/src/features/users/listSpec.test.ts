import { userListQuerySchema } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { listStateToParams, parseListState } from '../../components/listState';
import { usersApiQuery, usersListSpec } from './listSpec';

const state = (search: string) => parseListState(new URLSearchParams(search), usersListSpec);

describe('/admin/users address ⇄ API query', () => {
  it('lists everyone by name, 25 a page, when the address has nothing', () => {
    expect(usersApiQuery(state(''))).toBe('?page=1&pageSize=25&sort=name%3Aasc');
    expect(listStateToParams(state(''), usersListSpec).toString()).toBe('');
  });

  it("sends the filters the server knows, never the client's display name", () => {
    const query = usersApiQuery(
      state(
        'name=Ana&email=ana%40x.com&cpf=529.982&status=inactive&clientId=12&client=ACME&sort=email:desc&page=2',
      ),
    );
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'email:desc',
      name: 'Ana',
      email: 'ana@x.com',
      cpf: '529.982',
      status: 'inactive',
      clientId: '12',
    });
    // Whatever the address says, the server's own schema accepts the query.
    expect(userListQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
  });

  it('drops a status, client id, sort or page size the server would refuse', () => {
    const params = new URLSearchParams(
      usersApiQuery(state('status=deleted&clientId=x1&sort=cpf:asc&pageSize=7&page=abc')),
    );
    expect(Object.fromEntries(params)).toEqual({ page: '1', pageSize: '25', sort: 'name:asc' });
    expect(userListQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
  });
});
