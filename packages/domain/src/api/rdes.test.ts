import { describe, expect, it } from 'vitest';
import { fieldMessageFor } from '../field-messages';
import {
  humaniseDetailKey,
  normaliseTypeTerm,
  orderedDetailKeys,
  RDE_TYPE_CHOICE_LABELS,
  RDE_TYPE_LABELS,
  rdeReport,
  rdesList,
  rdeTypesNamed,
} from './rdes';

describe('rdeTypesNamed', () => {
  it.each([
    ['RDE-ROF', ['rof']],
    ['rde-rof', ['rof']],
    ['ROF', ['rof']],
    ['rof', ['rof']],
    ['RDE ROF', ['rof']],
    ['SCE-Crédito', ['rof']],
    ['sce-credito', ['rof']],
    ['SCE Crédito', ['rof']],
    ['  sce–credito  '.replace('–', '-'), ['rof']],
    ['crédito', ['rof']],
    ['RDE-IED', ['ied']],
    ['rde ied', ['ied']],
    ['IED', ['ied']],
    ['ied', ['ied']],
    ['SCE-IED', ['ied']],
    ['sce.ied', ['ied']],
    ['Portfólio', ['portfolio']],
    ['rde-portfolio', ['portfolio']],
    ['RDE-Portfólio', ['portfolio']],
  ])('%s names %j', (term, types) => {
    expect(rdeTypesNamed(term)).toEqual(types);
  });

  it.each(['TA26000123', 'Yoshida Corporation', 'RDE', 'SCE', 'RO', 'cred', 'ROFX', 'IEDs', ''])(
    '%s names no module (the keyword searches number and counterparty)',
    (term) => {
      expect(rdeTypesNamed(term)).toEqual([]);
    },
  );

  it('normalises accents, case and separators', () => {
    expect(normaliseTypeTerm(' SCE - Crédito ')).toBe('scecredito');
    expect(normaliseTypeTerm('RDE_Portfólio')).toBe('rdeportfolio');
  });
});

describe('labels', () => {
  it('names the modules as the Central Bank does today, with the former name where one chooses', () => {
    expect(RDE_TYPE_LABELS.rof).toEqual({ 'pt-BR': 'SCE-Crédito', en: 'SCE-Crédito' });
    expect(RDE_TYPE_LABELS.ied.en).toBe('SCE-IED');
    expect(RDE_TYPE_CHOICE_LABELS.rof['pt-BR']).toBe('SCE-Crédito (antigo RDE-ROF)');
    expect(RDE_TYPE_CHOICE_LABELS.ied.en).toBe('SCE-IED (formerly RDE-IED)');
    expect(RDE_TYPE_LABELS.portfolio).toEqual({
      'pt-BR': 'Portfólio (RDE-Portfólio)',
      en: 'Portfolio (RDE-Portfolio)',
    });
  });
});

describe('rdesList and rdeReport', () => {
  it('reads the filters, the keyword at least three characters long', () => {
    expect(
      rdesList.querySchema.parse({ rdeType: 'ied', status: 'pending', currency: 'usd', keyword: 'ROF' }),
    ).toMatchObject({
      rdeType: 'ied',
      status: ['pending'],
      currency: 'USD',
      keyword: 'ROF',
      sort: 'registrationDate:desc',
    });
    expect(rdesList.querySchema.safeParse({ keyword: 'RO' }).success).toBe(false);
    expect(rdesList.querySchema.safeParse({ rdeType: 'di' }).success).toBe(false);
    expect(rdesList.querySchema.safeParse({ sort: 'client:asc' }).success).toBe(false);
    expect(rdesList.querySchema.safeParse({ valueFrom: '10', valueTo: '9.99' }).success).toBe(false);
    expect(
      rdesList.querySchema.safeParse({ registrationDateFrom: '2026-03-02', registrationDateTo: '2026-03-01' })
        .success,
    ).toBe(false);
  });

  it('the list runs without a type; the report and its downloads refuse to, with the spec message', () => {
    expect(rdesList.querySchema.safeParse({}).success).toBe(true);
    for (const schema of [rdeReport.querySchema, rdeReport.exportQuerySchema]) {
      const refused = schema.safeParse({ status: 'pending' });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({ path: ['rdeType'], params: { code: 'rde_type_required' } }),
      ]);
      expect(schema.safeParse({ rdeType: 'rof' }).success).toBe(true);
    }
    expect(fieldMessageFor('rde_type_required', 'en')).toBe('Please select the document type.');
    expect(rdeReport.pdf?.title.en).toBe('RDE report');
    expect(rdeReport.downloadPath).toBe('rde-report/export');
  });
});

describe('detail keys', () => {
  it('humanises the keys nobody labelled', () => {
    expect(humaniseDetailKey('dataVencimento')).toBe('Data vencimento');
    expect(humaniseDetailKey('valor_parcela')).toBe('Valor parcela');
    expect(humaniseDetailKey('taxaCDI')).toBe('Taxa CDI');
    expect(humaniseDetailKey('CNPJInvestida')).toBe('CNPJ investida');
    expect(humaniseDetailKey('x')).toBe('X');
  });

  it('orders the labelled keys as declared, then the others by name', () => {
    expect(orderedDetailKeys({ zeta: 1, credor: 'A', alpha: 2, modalidade: 'B', prazoMeses: 12 })).toEqual([
      'modalidade',
      'prazoMeses',
      'credor',
      'alpha',
      'zeta',
    ]);
  });
});
