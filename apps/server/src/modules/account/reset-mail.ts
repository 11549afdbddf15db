import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';

export function resetPasswordMail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
  locale: Locale,
): OutgoingMail {
  const first = name.split(/\s+/)[0] ?? name;
  if (locale === 'en') {
    return {
      to,
      subject: 'Reset your password',
      text:
        `Hello ${first},\n\nWe received a request to reset the password of your account. ` +
        `To choose a new password, open this link within ${validMinutes} minutes:\n\n${link}\n\n` +
        `The link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`,
    };
  }
  return {
    to,
    subject: 'Redefinição de senha',
    text:
      `Olá ${first},\n\nRecebemos um pedido para redefinir a senha da sua conta. ` +
      `Para escolher uma nova senha, abra este link em até ${validMinutes} minutos:\n\n${link}\n\n` +
      `O link pode ser usado uma única vez. Se não foi você quem pediu, ignore esta mensagem: sua senha continua a mesma.\n`,
  };
}
