import { AUDIT_DETAIL_FIELDS } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { auditDetailRows, type AuditDetailRow } from './auditDetails';

type Plain = [string, string | Plain][];
const plain = (rows: AuditDetailRow[]): Plain => rows.map((r) => [r.label, r.rows ? plain(r.rows) : r.value]);

describe('audit details as labelled rows', () => {
  it('labels the keys and writes the values by kind, in English and Portuguese', () => {
    const entry = {
      entity: 'remittance',
      details: {
        reference: 'AMA009-00000001',
        changed: ['beneficiary_email', 'bank_code'],
        hadDataIssues: true,
        from: 'blocked',
      },
    };
    expect(plain(auditDetailRows(entry, 'en'))).toEqual([
      ['Reference', 'AMA009-00000001'],
      ['Fields changed', 'Email, Bank'],
      ['Had invalid data', 'Yes'],
      ['Previous status', 'Blocked'],
    ]);
    expect(plain(auditDetailRows(entry, 'pt-BR'))).toEqual([
      ['Referência', 'AMA009-00000001'],
      ['Campos alterados', 'Email, Banco'],
      ['Tinha dados inválidos', 'Sim'],
      ['Situação anterior', 'Bloqueada'],
    ]);
  });

  it('writes amounts in the recorded currency, dates, permissions, changes and groups', () => {
    const rows = auditDetailRows(
      {
        entity: 'fx_spread',
        details: {
          currency: 'USD',
          amount: '10000.5',
          creditDate: '2026-03-05',
          added: ['remittances.cancel'],
          allClients: { from: false, to: true },
          before: null,
          after: { spreadPercent: '0.5000', operationFee: '12.00' },
        },
      },
      'pt-BR',
    );
    expect(plain(rows)).toEqual([
      ['Moeda', 'USD'],
      ['Valor', 'US$ 10.000,50'],
      ['Data de crédito', '05/03/2026'],
      ['Incluídos', 'Cancelar remessas'],
      ['Todos os clientes', 'Não → Sim'],
      ['Antes', '—'],
      [
        'Depois',
        [
          ['Spread (%)', '0,50 %'],
          ['Tarifa da operação', 'US$ 12,00'],
        ],
      ],
    ]);
  });

  it('shows no internal key: every declared field has its words in both languages', () => {
    for (const [key, field] of Object.entries(AUDIT_DETAIL_FIELDS)) {
      expect(field.label['pt-BR'], key).not.toBe(key);
      expect(field.label.en, key).not.toBe(key);
    }
  });
});
