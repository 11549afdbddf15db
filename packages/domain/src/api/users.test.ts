import { describe, expect, it } from 'vitest';
import { auditListQuerySchema } from './admin-lists';
import { FIELD_MESSAGES } from '../field-messages';
import { isCalendarDate, normalizePhone, todayInSaoPaulo } from '../primitives';
import { searchText } from '../schemas';
import { accessRequestCreateSchema, accessRequestRejectSchema } from './access-requests';
import { ageOn, permissionsNotHeld, taxIdPrefix, USER_MESSAGES, userPermissionsUpdateSchema } from './users';

const valid = {
  name: 'Ana Maria da Silva',
  cpf: '529.982.247-25',
  email: 'Ana.Silva@Empresa.com.br',
  phone: '(11) 98765-4321',
  birthDate: '1990-05-17',
  password: 'Senha@Forte1',
  passwordConfirmation: 'Senha@Forte1',
  company: 'Importadora Exemplo Ltda',
  clientTaxIds: ['11.222.333/0001-81', '12.abc.345/01de-35'],
  captcha: 'payload',
};

/** The stable codes of the issues a body raises, by path. */
function codes(body: Record<string, unknown>): Record<string, string[]> {
  const r = accessRequestCreateSchema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const code = (i as { params?: { code?: string } }).params?.code ?? i.code;
    (out[i.path.join('.')] ??= []).push(code);
  }
  return out;
}

function yearsAgo(years: number, days = 0): string {
  const today = todayInSaoPaulo();
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('access request form', () => {
  it('accepts a valid request and normalises it', () => {
    const r = accessRequestCreateSchema.parse(valid);
    expect(r).toMatchObject({
      name: 'Ana Maria da Silva',
      cpf: '52998224725',
      email: 'ana.silva@empresa.com.br',
      phone: '+5511987654321',
      clientTaxIds: ['11222333000181', '12ABC34501DE35'],
    });
  });

  it('collapses white space in the name and removes repeated tax ids', () => {
    const r = accessRequestCreateSchema.parse({
      ...valid,
      name: '  Ana   Li  ',
      clientTaxIds: ['11222333000181', '11.222.333/0001-81'],
    });
    expect(r.name).toBe('Ana Li');
    expect(r.clientTaxIds).toEqual(['11222333000181']);
  });

  it.each([
    [{ name: '' }, 'name', 'name_required'],
    [{ name: 'Ana ' }, 'name', 'name_too_short'],
    [{ name: 'x'.repeat(201) }, 'name', 'name_too_long'],
    [{ cpf: '' }, 'cpf', 'cpf_required'],
    [{ cpf: '529.982.247-24' }, 'cpf', 'cpf_invalid'],
    [{ email: '' }, 'email', 'email_required'],
    [{ email: 'a@b.com' }, 'email', 'email_too_short'],
    [{ email: `${'a'.repeat(75)}@b.com` }, 'email', 'email_too_long'],
    [{ email: 'not-an-email-at-all' }, 'email', 'email_invalid'],
    [{ phone: '' }, 'phone', 'phone_required'],
    [{ phone: '12345' }, 'phone', 'phone_invalid'],
    [{ birthDate: '' }, 'birthDate', 'birth_date_required'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'birth_date_invalid'],
    [{ birthDate: '2999-01-01' }, 'birthDate', 'birth_date_invalid'],
    [{ birthDate: '1850-01-01' }, 'birthDate', 'birth_date_invalid'],
    [{ birthDate: yearsAgo(18, 1) }, 'birthDate', 'birth_date_underage'],
    [{ password: 'fraca' }, 'password', 'password_too_short'],
    [{ passwordConfirmation: '' }, 'passwordConfirmation', 'password_confirmation_required'],
    [{ passwordConfirmation: 'Senha@Forte2' }, 'passwordConfirmation', 'password_mismatch'],
    [{ company: '  ' }, 'company', 'company_required'],
    [{ clientTaxIds: [] }, 'clientTaxIds', 'client_tax_ids_required'],
    [
      { clientTaxIds: Array.from({ length: 21 }, () => '11222333000181') },
      'clientTaxIds',
      'client_tax_ids_too_many',
    ],
    [{ clientTaxIds: ['11.222.333/0001-80'] }, 'clientTaxIds.0', 'tax_id_invalid'],
    [{ captcha: '' }, 'captcha', 'captcha_required'],
    [{ name: 'Ana\u0000 Maria' }, 'name', 'text_invalid'],
    [{ company: 'Empresa\u0000' }, 'company', 'text_invalid'],
    [{ email: 'ana\u0000silva@empresa.com' }, 'email', 'email_invalid'],
  ])('%j → %s %s', (patch, path, code) => {
    expect(codes({ ...valid, ...patch })[path]).toContain(code);
  });

  it('accepts someone who turns 18 today', () => {
    expect(codes({ ...valid, birthDate: yearsAgo(18) })).toEqual({});
  });

  it('reports missing fields with their codes', () => {
    const r = accessRequestCreateSchema.safeParse({ captcha: 'x' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        USER_MESSAGES.name_required,
        USER_MESSAGES.cpf_required,
        USER_MESSAGES.email_required,
        USER_MESSAGES.birth_date_required,
        USER_MESSAGES.client_tax_ids_required,
      ]),
    );
  });
});

describe('rules', () => {
  it('phones: Brazilian numbers get +55, international ones keep their code', () => {
    expect(normalizePhone('11 3333-4444')).toBe('+551133334444');
    expect(normalizePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalizePhone('+55 11')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
  });

  it('ages turn on the birthday; 29 February turns on 1 March', () => {
    expect(ageOn('2000-06-10', '2018-06-09')).toBe(17);
    expect(ageOn('2000-06-10', '2018-06-10')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });

  it('nobody grants a permission they do not hold', () => {
    expect(permissionsNotHeld(['users.consult'], ['users.consult', 'audit.consult'])).toEqual([
      'audit.consult',
    ]);
  });

  it('unknown permissions are refused with their own message', () => {
    const r = userPermissionsUpdateSchema.safeParse({ permissions: ['users.consult', 'root.everything'] });
    expect(r.error?.issues[0]?.message).toBe(USER_MESSAGES.permission_unknown);
  });

  it('a rejection needs a reason', () => {
    const r = accessRequestRejectSchema.safeParse({ reason: '   ' });
    expect(r.error?.issues[0]).toMatchObject({ params: { code: 'reason_required' } });
  });

  it('audit period: to may not precede from', () => {
    const r = auditListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['to'], params: { code: 'date_range_invalid' } });
    expect(auditListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });

  it('search filters refuse the NUL character PostgreSQL text cannot hold', () => {
    expect(searchText(10).safeParse(' abc ').data).toBe('abc');
    expect(searchText(10).safeParse('a\u0000').error?.issues[0]).toMatchObject({
      params: { code: 'text_invalid' },
    });
    expect(searchText(3).safeParse('abcd').success).toBe(false);
  });

  it('tax id prefixes in the client picker', () => {
    expect(taxIdPrefix('11.222')).toBe('11222');
    expect(taxIdPrefix('12.abc')).toBe('12ABC');
    expect(taxIdPrefix('Importadora')).toBeNull();
    expect(taxIdPrefix('ab')).toBeNull();
  });

  it('every rule has its English text and a Portuguese translation', () => {
    for (const [code, en] of Object.entries(USER_MESSAGES)) {
      const m = (FIELD_MESSAGES as Record<string, { en: string; 'pt-BR': string }>)[code];
      expect(m?.en, code).toBe(en);
      expect(m?.['pt-BR'], code).toBeTruthy();
      expect(m?.['pt-BR'], code).not.toBe(en);
    }
  });
});
