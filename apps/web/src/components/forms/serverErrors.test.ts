import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/fetchJson';
import { applyServerErrors, serverAlertText, serverFieldError, splitServerErrors } from './serverErrors';

const refused = (...errors: { path: string; code: string; message: string }[]) =>
  new ApiError(400, 'validation_failed', 'Dados inválidos.', 'Dados inválidos.', undefined, errors);
const bank = { path: 'body.bankCode', code: 'invalid_bank', message: 'Banco inválido.' };
const texts = { network: 'Sem conexão.', generic: 'Não foi possível.' };

describe('server errors on a form', () => {
  it('puts `body.<field>` under the field of that name (the defect: the dialog showed nothing)', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused(bank), setError, ['email', 'bankCode', 'agency'])).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'bankCode',
      { type: 'invalid_bank', message: 'Banco inválido.' },
      { shouldFocus: true },
    );
    expect(serverAlertText(refused(bank), ['email', 'bankCode'], texts)).toBeUndefined();
  });

  it('says in the alert what names no field of the form, and focuses only the first placed field', () => {
    const setError = vi.fn();
    const error = refused(
      { path: 'body.agency', code: 'invalid_agency', message: 'Agência inválida.' },
      bank,
      { path: 'body.clientId', code: 'not_found', message: 'Cliente não encontrado.' },
    );
    expect(applyServerErrors(error, setError, ['bankCode', 'agency'])).toBe(true);
    expect(setError.mock.calls.map((c: unknown[]) => [c[0], c[2]])).toEqual([
      ['agency', { shouldFocus: true }],
      ['bankCode', { shouldFocus: false }],
    ]);
    expect(serverAlertText(error, ['bankCode', 'agency'], texts)).toBe('Cliente não encontrado.');
    expect(
      serverAlertText(error, ['bankCode', 'agency'], { ...texts, fieldText: (code) => `[${code}]` }),
    ).toBe('[not_found]');
  });

  it('places nested paths under their list field and bare paths as they are', () => {
    const error = refused(
      { path: 'body.permissions.1', code: 'permission_unknown', message: 'Permissão desconhecida.' },
      { path: 'amount', code: 'amount_positive', message: 'Informe um valor positivo.' },
    );
    const split = splitServerErrors(error, ['permissions', 'amount']);
    expect([...split.onFields.keys()]).toEqual(['permissions.1', 'amount']);
    expect(split.rest).toEqual([]);
    expect(serverFieldError(error, 'amount')?.code).toBe('amount_positive');
    expect(serverFieldError(error, 'reason')).toBeUndefined();
    expect(serverFieldError(new Error('offline'), 'amount')).toBeUndefined();
  });

  it('maps a server name onto a differently named field', () => {
    const setError = vi.fn();
    applyServerErrors(refused(bank), setError, ['bank'], (path) => (path === 'bankCode' ? 'bank' : path));
    expect(setError.mock.calls[0]?.[0]).toBe('bank');
  });

  it('gives the problem itself when it names no field, with its second sentence', () => {
    const conflict = new ApiError(409, 'conflict', 'x', 'Já alterado.', 'Recarregue a página.');
    expect(serverAlertText(conflict, ['bankCode'], texts)).toBe('Já alterado. Recarregue a página.');
    expect(serverAlertText(new TypeError('offline'), ['bankCode'], texts)).toBe('Sem conexão.');
    expect(serverAlertText(null, ['bankCode'], texts)).toBeUndefined();
    expect(applyServerErrors(conflict, vi.fn(), ['bankCode'])).toBe(false);
  });

  it('places only errors of fields the form has, through a name map (a sign-up’s list rows)', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'validation_failed', 'x', 't', undefined, [
      { path: 'email', code: 'login_invalid', message: 'Email inválido' },
      { path: 'clientTaxIds.1', code: 'tax_id_invalid', message: 'CPF/CNPJ inválido.' },
      { path: 'unknown', code: 'x', message: 'y' },
    ]);
    const placed = applyServerErrors(error, setError, ['email', 'clientTaxIds'], (p) =>
      p.startsWith('clientTaxIds.') ? `${p}.value` : p,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'login_invalid', message: 'Email inválido' }, { shouldFocus: true }],
      [
        'clientTaxIds.1.value',
        { type: 'tax_id_invalid', message: 'CPF/CNPJ inválido.' },
        { shouldFocus: false },
      ],
    ]);
  });
});
