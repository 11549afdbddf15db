import { describe, expect, it } from 'vitest';
import {
  REMITTANCE_EDITABLE_FIELDS,
  REMITTANCE_EDITABLE_FIELD_LABELS,
  remittanceBlockReason,
  remittanceHistoryNote,
} from './remittance-notes';

describe('remittance history notes', () => {
  it('labels a system note in the reader’s language', () => {
    const entry = { note: null, systemNote: { code: 'auto_block_duplicity' as const } };
    expect(remittanceHistoryNote(entry, 'en')).toBe('Automatic block: possible duplicate.');
    expect(remittanceHistoryNote(entry, 'pt-BR')).toBe('Bloqueio automático: possível duplicidade.');
  });

  it('names the changed fields by their labels, not their columns', () => {
    const entry = {
      note: null,
      systemNote: {
        code: 'fields_changed' as const,
        fields: ['beneficiary_email', 'bank_code', 'account_check_digit'],
      },
    };
    expect(remittanceHistoryNote(entry, 'en')).toBe('Fields changed: Email, Bank, Account check digit');
    expect(remittanceHistoryNote(entry, 'pt-BR')).toBe('Campos alterados: Email, Banco, Dígito da conta');
  });

  it('keeps what a person typed as typed', () => {
    expect(remittanceHistoryNote({ note: 'Pedido do cliente', systemNote: null }, 'en')).toBe(
      'Pedido do cliente',
    );
    expect(remittanceHistoryNote({ note: null, systemNote: null }, 'en')).toBeNull();
  });

  it('labels every editable field in both languages', () => {
    for (const field of REMITTANCE_EDITABLE_FIELDS) {
      expect(REMITTANCE_EDITABLE_FIELD_LABELS[field]['pt-BR']).toBeTruthy();
      expect(REMITTANCE_EDITABLE_FIELD_LABELS[field].en).toBeTruthy();
    }
  });
});

describe('blocking reasons', () => {
  it('labels a known code and shows another code’s recorded description', () => {
    const known = { code: 'DAT002', description: 'Agência do beneficiário inválida.' };
    expect(remittanceBlockReason(known, 'en')).toBe("The beneficiary's branch is invalid.");
    expect(remittanceBlockReason(known, 'pt-BR')).toBe('Agência do beneficiário inválida.');
    expect(remittanceBlockReason({ code: 'PLD_REVIEW', description: 'Em análise' }, 'en')).toBe('Em análise');
    expect(remittanceBlockReason({ code: 'toString', description: 'x' }, 'en')).toBe('x');
  });
});
