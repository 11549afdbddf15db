import { FIELD_MESSAGES } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import enAccount from './en/account.json';
import enAudit from './en/audit.json';
import enComponents from './en/components.json';
import enUsers from './en/users.json';
import ptAccount from './pt-BR/account.json';
import ptAudit from './pt-BR/audit.json';
import ptComponents from './pt-BR/components.json';
import ptUsers from './pt-BR/users.json';

// The user-administration, audit and account screens translate the domain's codes with their own
// catalogues; the server translates the same codes with FIELD_MESSAGES. Both must say the same thing.
describe('user administration, audit and account catalogues', () => {
  const pairs = [
    ['users', enUsers.validation, ptUsers.validation],
    ['audit', enAudit.validation, ptAudit.validation],
    ['account', enAccount.validation, ptAccount.validation],
  ] as const;

  it.each(pairs)('%s words every validation code as FIELD_MESSAGES does', (_name, en, pt) => {
    for (const [code, text] of Object.entries(en)) {
      const shared = FIELD_MESSAGES[code as keyof typeof FIELD_MESSAGES];
      expect(shared, code).toBeDefined();
      expect(text, code).toBe(shared.en);
      expect(pt[code as keyof typeof pt], code).toBe(shared['pt-BR']);
    }
  });

  it("keeps the specification's words", () => {
    expect(enComponents.empty.noResults).toBe('Oops! Your search did not match any results.');
    expect(ptComponents.empty.noResults).toBe('Ops! Sua pesquisa não encontrou nenhum resultado.');
    expect(enAudit.validation.date_range_invalid).toBe('Date-to must be greater than date-from.');
    expect(enUsers.validation.clients_required).toBe('Please select an associated customer.');
    expect(ptUsers.errors.generic).toBe('Algo de errado aconteceu. Recarregue sua tela.');
  });
});
