import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { personalMail } from '../../platform/personal-mail.js';

/** The sign-in code, in the body only: a subject shows on a locked phone's screen. */
export function signInCodeMail(to: string, name: string, code: string, locale: Locale): OutgoingMail {
  return personalMail(to, name, locale, {
    en: {
      subject: 'Your sign-in code',
      text: (first) =>
        `Hello ${first},\n\nYour sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password and tell your manager.\n`,
    },
    'pt-BR': {
      subject: 'Seu código de acesso',
      text: (first) =>
        `Olá ${first},\n\nSeu código de acesso é ${code}. Ele vale por 10 minutos e pode ser usado uma única vez.\n\nSe não foi você quem tentou entrar, troque sua senha e avise seu gerente.\n`,
    },
  });
}
