import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatTaxIdText } from './format';
import { currentTab } from './RouteTabs';
import { apiErrorText } from './apiErrorText';
import { ApiError } from '../http/fetchJson';

describe('formatting', () => {
  it('writes a calendar day as each language does, never shifted by a time zone', () => {
    expect(formatDate('1990-05-17', 'pt-BR')).toBe('17/05/1990');
    expect(formatDate('1990-05-17', 'en')).toBe('05/17/1990');
    expect(formatDate('2000-01-01', 'pt-BR')).toBe('01/01/2000');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes instants in São Paulo time', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(formatDateTime('2026-03-05T02:30:00.000Z', 'pt-BR')).toBe('04/03/2026, 23:30');
    expect(formatDateTime('2026-03-05T17:07:00Z', 'en')).toMatch(/^03\/05\/2026, 02:07\sPM$/);
  });

  it('masks CPF and CNPJ, numeric and alphanumeric', () => {
    expect(formatTaxIdText('52998224725')).toBe('529.982.247-25');
    expect(formatTaxIdText('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxIdText('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxIdText('123')).toBe('123');
  });

  it('groups counts by language', () => {
    expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('route tabs', () => {
  it('selects the most specific tab of nested routes', () => {
    const tabs = [{ to: '/admin/users' }, { to: '/admin/users/access-requests' }];
    expect(currentTab(tabs, '/admin/users')?.to).toBe('/admin/users');
    expect(currentTab(tabs, '/admin/users/access-requests/12')?.to).toBe('/admin/users/access-requests');
    expect(currentTab(tabs, '/admin/audit')).toBeUndefined();
  });
});

describe('API error text', () => {
  const texts = { byCode: { self_protection: 'Own text' }, network: 'Offline', generic: 'Generic' };
  it("prefers the screen's text for the code, then the server's title", () => {
    expect(apiErrorText(new ApiError(409, 'self_protection', 'm', 'Server title'), texts)).toBe('Own text');
    expect(apiErrorText(new ApiError(409, 'conflict', 'm', 'Server title'), texts)).toBe('Server title');
    expect(apiErrorText(new ApiError(500, undefined, 'm'), texts)).toBe('Generic');
    expect(apiErrorText(new TypeError('Failed to fetch'), texts)).toBe('Offline');
    const field = new ApiError(400, 'validation_failed', 'm', 'Title', undefined, [
      { path: 'body.permissions', code: 'permission_not_held', message: 'Server text' },
    ]);
    expect(apiErrorText(field, { ...texts, byFieldCode: { permission_not_held: 'Field text' } })).toBe(
      'Field text',
    );
    expect(apiErrorText(field, texts)).toBe('Title');
  });
});
