import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { personalMail } from '../../platform/personal-mail.js';

/** "Resend password" from user administration: a link to choose a new password. */
export function passwordLinkMail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
  locale: Locale,
): OutgoingMail {
  return personalMail(to, name, locale, {
    en: {
      subject: 'Choose your password',
      text: (first) =>
        `Hello ${first},\n\nAn administrator of the back-office sent you a link to choose a new password. ` +
        `Open it within ${validMinutes} minutes:\n\n${link}\n\n` +
        `The link works once. If you were not expecting this message, tell your manager.\n`,
    },
    'pt-BR': {
      subject: 'Defina sua senha',
      text: (first) =>
        `Olá ${first},\n\nUm administrador do back-office enviou a você um link para definir uma nova senha. ` +
        `Abra-o em até ${validMinutes} minutos:\n\n${link}\n\n` +
        `O link pode ser usado uma única vez. Se você não esperava esta mensagem, avise seu gerente.\n`,
    },
  });
}
