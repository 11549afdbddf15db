import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PAYMENT_METHOD_WORDS,
  natureOfOperationText,
  PENDENCY_WORDS,
  REMITTANCE_RETURN_REASON_WORDS,
  storedWords,
} from './stored-words';

describe('stored vocabularies in the reader’s language', () => {
  it('labels a known value and keeps another as recorded', () => {
    expect(storedWords(CONTRACT_PAYMENT_METHOD_WORDS, 'Débito em conta', 'en')).toBe('Account debit');
    expect(storedWords(CONTRACT_PAYMENT_METHOD_WORDS, 'Débito em conta', 'pt-BR')).toBe('Débito em conta');
    expect(storedWords(CONTRACT_PAYMENT_METHOD_WORDS, 'Cheque', 'en')).toBe('Cheque');
    expect(storedWords(CONTRACT_PAYMENT_METHOD_WORDS, null, 'en')).toBeNull();
    expect(storedWords(PENDENCY_WORDS, 'toString', 'en')).toBe('toString');
    expect(storedWords(REMITTANCE_RETURN_REASON_WORDS, 'Conta encerrada.', 'en')).toBe('Account closed.');
  });

  it('writes a nature of operation by its code in English and as recorded in Portuguese', () => {
    expect(natureOfOperationText('10024', 'Exportação de mercadorias - pagamento antecipado', 'en')).toBe(
      '10024 - Export of goods - payment in advance',
    );
    expect(natureOfOperationText('10024', 'Exportação (texto do registro)', 'pt-BR')).toBe(
      '10024 - Exportação (texto do registro)',
    );
    expect(natureOfOperationText('99999', 'Outra natureza', 'en')).toBe('99999 - Outra natureza');
    expect(natureOfOperationText(null, null, 'en')).toBeNull();
  });
});
