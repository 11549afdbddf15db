import { l } from '@fxbo/domain';
import { translations } from '../../http/messages.js';

// Server-side wording of the sign-in flow; Portuguese texts are the spec's own (section 8).
export const authMessage = translations({
  invalid_grant: l('Usuário ou senha incorretos.', 'Incorrect user or password.'),
  last_attempt: l(
    'Atenção: mais uma tentativa incorreta bloqueará o usuário.',
    'Attention: one more failed attempt will block the user.',
  ),
  user_blocked: l('Por favor, entre em contato com seu gerente.', 'Please, contact your manager.'),
  invalid_code: l('Código inválido.', 'Invalid code.'),
  code_expired: l('O código expirou. Entre novamente.', 'The code has expired. Please sign in again.'),
  code_sent: l('Um código foi enviado para o email cadastrado', 'A code was sent to the registered email'),
  resend_too_soon: l('Aguarde antes de pedir um novo código.', 'Please wait before asking for a new code.'),
  mail_not_sent: l(
    'Email não enviado. Entre em contato com o suporte.',
    'Email not sent. Please contact support.',
  ),
  rate_limited: l(
    'Muitas tentativas deste endereço. Aguarde e tente novamente.',
    'Too many attempts from this address. Please wait and try again.',
  ),
});
