import { defineListResource, l } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/fetchJson';
import { addressProblems, isRetryable } from './addressProblems';

const report = defineListResource({
  name: 'things',
  filters: {
    clientId: { kind: 'client', label: l('Cliente', 'Client'), required: 'trade_client_required' },
    from: { kind: 'date', label: l('Data de', 'Date from') },
    to: { kind: 'date', label: l('Data até', 'Date to') },
    minValue: { kind: 'money', label: l('Valor mínimo', 'Minimum value') },
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
