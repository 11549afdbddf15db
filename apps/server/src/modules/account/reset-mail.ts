import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { personalMail } from '../../platform/personal-mail.js';

export function resetPasswordMail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
  locale: Locale,
): OutgoingMail {
  return personalMail(to, name, locale, {
    en: {
      subject: 'Reset your password',
      text: (first) =>
        `Hello ${first},\n\nWe received a request to reset the password of your account. ` +
        `To choose a new password, open this link within ${validMinutes} minutes:\n\n${link}\n\n` +
        `The link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`,
    },
    'pt-BR': {
      subject: 'Redefinição de senha',
      text: (first) =>
        `Olá ${first},\n\nRecebemos um pedido para redefinir a senha da sua conta. ` +
        `Para escolher uma nova senha, abra este link em até ${validMinutes} minutos:\n\n${link}\n\n` +
        `O link pode ser usado uma única vez. Se não foi você quem pediu, ignore esta mensagem: sua senha continua a mesma.\n`,
    },
  });
}
