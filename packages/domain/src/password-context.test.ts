import { describe, expect, it } from 'vitest';
import { accessRequestCreateSchema } from './api/access-requests';
import { containsPersonalWords, personalWords } from './password-context';

describe('context-specific words of a password', () => {
  const owner = { name: 'Flávia da Silva Quintana', email: 'fquintana.ops@empresa.test' };

  it("are the name's and the e-mail local part's parts of four characters or more, plain", () => {
    expect(personalWords(owner)).toEqual(['flavia', 'silva', 'quintana', 'fquintana', 'fquintana.ops']);
    expect(personalWords({ name: 'Ana Li', email: 'ana@x.test' })).toEqual([]);
  });

  it.each(['Flavia#2026!', 'XX-FLÁVIA-xx', 'Qu1nt@na#77', 'Fquintana.Ops1', 'novo#Silva9'])(
    '%s holds one',
    (password) => {
      expect(containsPersonalWords(password, owner)).toBe(true);
    },
  );

  it.each(['Novo#Segredo9', 'Ops#Forte2026', 'Da#Ana2026'])('%s holds none', (password) => {
    expect(containsPersonalWords(password, owner)).toBe(false);
  });

  it('refuse a registration whose password holds the name or e-mail, on the password field', () => {
    const base = {
      name: 'Joana Bittencourt',
      cpf: '529.982.247-25',
      email: 'joana.b@empresa.test',
      phone: '(11) 98765-4321',
      birthDate: '1985-04-12',
      company: 'Importadora Exemplo Ltda',
      clientTaxIds: ['11.222.333/0001-81'],
      captcha: 'x'.repeat(30),
    };
    const issues = (password: string) =>
      accessRequestCreateSchema.safeParse({ ...base, password, passwordConfirmation: password }).error
        ?.issues ?? [];
    expect(issues('Bittencourt#1')).toEqual([
      expect.objectContaining({
        path: ['password'],
        message: 'The password must not contain your name or your email.',
        params: { code: 'password_personal' },
      }),
    ]);
    expect(issues('Novo#Segredo9')).toEqual([]);
  });
});
