import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';

/** "Resend password" from user administration: a link to choose a new password. */
export function passwordLinkMail(
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
      subject: 'Choose your password',
      text:
        `Hello ${first},\n\nAn administrator of the back-office sent you a link to choose a new password. ` +
        `Open it within ${validMinutes} minutes:\n\n${link}\n\n` +
        `The link works once. If you were not expecting this message, tell your manager.\n`,
    };
  }
  return {
    to,
    subject: 'Defina sua senha',
    text:
      `Olá ${first},\n\nUm administrador do back-office enviou a você um link para definir uma nova senha. ` +
      `Abra-o em até ${validMinutes} minutos:\n\n${link}\n\n` +
      `O link pode ser usado uma única vez. Se você não esperava esta mensagem, avise seu gerente.\n`,
  };
}
