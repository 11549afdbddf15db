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
      // The user administration's codes are in users.json (admin-catalog.test.ts).
      ...Object.keys(USER_MESSAGES).filter(
        (c) => !['reason_required', 'permission_unknown'].includes(c) && !c.startsWith('profile_'),
      ),
      'captcha_required',
      'code_required',
      'invalid_code',
      'current_password_invalid',
      'reset_link_invalid',
      'password_common',
      'password_personal',
    ];
    for (const code of codes) expect(Object.keys(en.validation), code).toContain(code);
  });

  it('keeps the specification words of sections 5 and 8', () => {
    expect(en).toMatchObject({
      validation: {
        login_required: 'You must enter a Email.',
        login_invalid: 'You must enter a valid Email.',
        code_required: 'You must enter the code sent to your email.',
        password_too_short: 'Password is too short - should be 6 chars minimum',
        password_mismatch: 'Invalid field.',
      },
      code: { totpHint: 'Enter the code from your authenticator app' },
    });
    expect(pt).toMatchObject({
      login: { invalidGrant: 'Usuário ou senha incorretos.', success: 'Login efetuado com sucesso' },
      code: {
        codeSent: 'Um código foi enviado para o email cadastrado',
        invalid: 'Código inválido.',
        mailNotSent: 'Email não enviado. Entre em contato com o suporte.',
      },
      errors: { generic: 'Algo de errado aconteceu. Recarregue sua tela.' },
    });
    expect([pt.login.attention, en.login.attention]).toEqual(['Atenção', 'Attention']);
    expect([pt.login.contactManager, en.login.contactManager]).toEqual([
      'Por favor, entre em contato com seu gerente.',
      'Please, contact your manager.',
    ]);
  });
});
