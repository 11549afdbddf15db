import { defineListResource, l } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/fetchJson';
import { addressProblems, isRetryable, serverQueryProblems } from './addressProblems';

const report = defineListResource({
  name: 'things',
  filters: {
    clientId: { kind: 'client', label: l('Cliente', 'Client'), required: 'trade_client_required' },
    from: { kind: 'date', label: l('Data de', 'Date from') },
    to: { kind: 'date', label: l('Data até', 'Date to') },
    minValue: { kind: 'money', label: l('Valor mínimo', 'Minimum value') },
    bank: { kind: 'bank', label: l('Banco', 'Bank') },
    nature: { kind: 'nature', label: l('Natureza da operação', 'Nature of operation') },
  },
  ranges: [{ from: 'from', to: 'to', maxOneYear: true }],
  sortable: ['id'],
  defaultSort: 'id:asc',
  pageSizes: [10],
  defaultPageSize: 10,
  columns: { id: { kind: 'text', label: l('Id', 'Id') } },
});

describe('an address’s broken rules', () => {
  it('names each by its field and rule, in the reader’s language', () => {
    const reversed = addressProblems(report, '?clientId=1&from=2026-03-10&to=2026-03-01', 'pt-BR');
    expect(reversed).toHaveLength(1);
    expect(reversed[0]!.field).toBe('Data até');
    expect(reversed[0]!.message).not.toBe('Campo inválido.');
    const long = addressProblems(report, '?clientId=1&from=2024-01-01&to=2026-03-01', 'en');
    expect(long).toEqual([{ field: 'Date to', message: 'Please select a period of one year maximum.' }]);
    expect(addressProblems(report, '?clientId=1&minValue=-5', 'pt-BR')).toEqual([
      { field: 'Valor mínimo', message: 'O valor não pode ser negativo.' },
    ]);
  });

  it('leaves a required filter still to be given to the screen’s request for it', () => {
    expect(addressProblems(report, '?from=2026-03-01&to=2026-03-02', 'pt-BR')).toEqual([]);
    expect(addressProblems(report, '?clientId=1', 'pt-BR')).toEqual([]);
  });
});

describe('retrying a failed page', () => {
  it('is offered for no answer, a server failure, a timeout or a rate limit only', () => {
    const api = (status: number) => new ApiError(status, 'x', 'x');
    expect(isRetryable(new TypeError('offline'))).toBe(true);
    for (const status of [500, 503, 408, 429]) expect(isRetryable(api(status)), String(status)).toBe(true);
    for (const status of [400, 403, 404, 422]) expect(isRetryable(api(status)), String(status)).toBe(false);
  });
});

describe('a bank or nature filter in the address (issue 24)', () => {
  it('names a malformed bank code and a nature outside the table before anything is requested', () => {
    expect(addressProblems(report, '?clientId=1&bank=itau&nature=99999', 'en')).toEqual([
      { field: 'Bank', message: 'Invalid bank.' },
      { field: 'Nature of operation', message: 'Invalid nature of operation.' },
    ]);
    expect(addressProblems(report, '?clientId=1&bank=341&nature=10024', 'pt-BR')).toEqual([]);
  });

  it('names a code the server found to name no bank, by its field, in the reader’s language', () => {
    const refused = new ApiError(400, 'validation_failed', 'x', 'Dados inválidos.', undefined, [
      { path: 'querystring.bank', code: 'invalid_bank', message: 'Banco inválido.' },
      { path: 'body.other', code: 'invalid_bank', message: 'x' },
    ]);
    expect(serverQueryProblems(report, refused, 'en')).toEqual([{ field: 'Bank', message: 'Invalid bank.' }]);
    expect(serverQueryProblems(report, new ApiError(500, 'x', 'x'), 'en')).toEqual([]);
    expect(serverQueryProblems(report, null, 'en')).toEqual([]);
  });
});
