import { FIELD_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES, USER_MESSAGES } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import en from './en/auth.json';
import pt from './pt-BR/auth.json';

// The forms translate the domain's stable issue codes with these catalogues; the server translates the same
// codes with FIELD_MESSAGES. Both must say the same thing, and English must be the spec's own words.
describe('auth catalogue', () => {
  it('words every validation code as FIELD_MESSAGES does, in both languages', () => {
    for (const [code, text] of Object.entries(en.validation)) {
      const shared = FIELD_MESSAGES[code as keyof typeof FIELD_MESSAGES];
      expect(shared, code).toBeDefined();
      expect(text, code).toBe(shared.en);
      expect(pt.validation[code as keyof typeof pt.validation], code).toBe(shared['pt-BR']);
    }
  });

  it('covers every code the sign-in, password and registration schemas can raise', () => {
    const codes = [
      ...Object.keys(LOGIN_MESSAGES),
      ...Object.keys(PASSWORD_MESSAGES),
      ...Object.keys(USER_MESSAGES).filter((c) => !['reason_required', 'permission_unknown'].includes(c)),
      'captcha_required',
      'code_required',
      'invalid_code',
      'current_password_invalid',
      'reset_link_invalid',
    ];
    for (const code of codes) expect(Object.keys(en.validation), code).toContain(code);
  });

  it('keeps the specification words of sections 5 and 8', () => {
    expect(en.validation.login_required).toBe('You must enter a Email.');
    expect(en.validation.login_invalid).toBe('You must enter a valid Email.');
    expect(en.validation.code_required).toBe('You must enter the code sent to your email.');
    expect(en.validation.password_too_short).toBe('Password is too short - should be 6 chars minimum');
    expect(en.validation.password_mismatch).toBe('Invalid field.');
    expect(pt.login.invalidGrant).toBe('Usuário ou senha incorretos.');
    expect(pt.login.success).toBe('Login efetuado com sucesso');
    expect(pt.code.codeSent).toBe('Um código foi enviado para o email cadastrado');
    expect(pt.code.invalid).toBe('Código inválido.');
    expect(pt.code.mailNotSent).toBe('Email não enviado. Entre em contato com o suporte.');
    expect(en.code.totpHint).toBe('Enter the code from your authenticator app');
    expect([pt.login.attention, en.login.attention]).toEqual(['Atenção', 'Attention']);
    expect([pt.login.contactManager, en.login.contactManager]).toEqual([
      'Por favor, entre em contato com seu gerente.',
      'Please, contact your manager.',
    ]);
    expect(pt.errors.generic).toBe('Algo de errado aconteceu. Recarregue sua tela.');
  });
});
