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

/** The invitation of a user created in the app: a link to set the first password, valid for some hours. */
export function invitationMail(
  to: string,
  name: string,
  link: string,
  validHours: number,
  locale: Locale,
): OutgoingMail {
  return personalMail(to, name, locale, {
    en: {
      subject: 'Your access to the back-office',
      text: (first) =>
        `Hello ${first},\n\nAn administrator of the back-office created a user for you (${to}). ` +
        `Choose your password within ${validHours} hours:\n\n${link}\n\n` +
        `The link works once. Then sign in with this e-mail and your password. ` +
        `If you were not expecting this message, you may ignore it.\n`,
    },
    'pt-BR': {
      subject: 'Seu acesso ao back-office',
      text: (first) =>
        `Olá ${first},\n\nUm administrador do back-office criou um usuário para você (${to}). ` +
        `Defina sua senha em até ${validHours} horas:\n\n${link}\n\n` +
        `O link pode ser usado uma única vez. Depois, entre com este e-mail e sua senha. ` +
        `Se você não esperava esta mensagem, pode ignorá-la.\n`,
    },
  });
}

/**
 * To the address a user signed in with, when an administrator changes it: the account now answers to
 * `newEmail` (so a change the user did not ask for is noticed where they still read).
 */
export function emailChangedMail(to: string, name: string, newEmail: string, locale: Locale): OutgoingMail {
  return personalMail(to, name, locale, {
    en: {
      subject: 'Your back-office e-mail was changed',
      text: (first) =>
        `Hello ${first},\n\nAn administrator of the back-office changed the e-mail of your user from ${to} ` +
        `to ${newEmail}. From now on, sign in with ${newEmail}; codes and password links go there.\n\n` +
        `If you were not expecting this change, tell your manager.\n`,
    },
    'pt-BR': {
      subject: 'O e-mail do seu acesso ao back-office foi alterado',
      text: (first) =>
        `Olá ${first},\n\nUm administrador do back-office alterou o e-mail do seu usuário de ${to} ` +
        `para ${newEmail}. A partir de agora, entre com ${newEmail}; códigos e links de senha vão para ele.\n\n` +
        `Se você não esperava esta alteração, avise seu gerente.\n`,
    },
  });
}
