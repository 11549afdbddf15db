import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';

export function signInCodeMail(to: string, name: string, code: string, locale: Locale): OutgoingMail {
  const first = name.split(/\s+/)[0] ?? name;
  if (locale === 'en') {
    return {
      to,
      subject: `Your sign-in code: ${code}`,
      text: `Hello ${first},\n\nYour sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password and tell your manager.\n`,
    };
  }
  return {
    to,
    subject: `Seu código de acesso: ${code}`,
    text: `Olá ${first},\n\nSeu código de acesso é ${code}. Ele vale por 10 minutos e pode ser usado uma única vez.\n\nSe não foi você quem tentou entrar, troque sua senha e avise seu gerente.\n`,
  };
}
