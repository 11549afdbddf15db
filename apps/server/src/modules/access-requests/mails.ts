import type { Locale } from '../../http/locale.js';
import { userText } from '../../mail/html.js';
import type { OutgoingMail } from '../../mail/transport.js';

/** The first name a person typed, as mail text (never a link). */
const firstName = (name: string) => userText(name.split(/\s+/)[0] ?? name);

/** Receipt of a new request, in the language of the form. */
export function receiptMail(to: string, name: string, company: string, locale: Locale): OutgoingMail {
  if (locale === 'en') {
    return {
      to,
      subject: 'We received your access request',
      text:
        `Hello ${firstName(name)},\n\nWe received your request for access to the back-office for ${userText(company)}. ` +
        `Our team will review it and you will receive the answer by e-mail.\n\n` +
        `If you did not make this request, ignore this message.\n`,
      locale,
    };
  }
  return {
    to,
    subject: 'Recebemos sua solicitação de acesso',
    text:
      `Olá ${firstName(name)},\n\nRecebemos sua solicitação de acesso ao back-office para ${userText(company)}. ` +
      `Nossa equipe vai analisá-la e você receberá a resposta por email.\n\n` +
      `Se não foi você quem fez esta solicitação, ignore esta mensagem.\n`,
    locale,
  };
}

/**
 * Someone asked for access with the e-mail or CPF of an existing account: the owner is told, and the form
 * gives the same answer as for a new request, so it does not reveal who has an account.
 */
export function existingAccountMail(
  to: string,
  name: string,
  publicUrl: string,
  locale: Locale,
): OutgoingMail {
  if (locale === 'en') {
    return {
      to,
      subject: 'You already have access',
      text:
        `Hello ${firstName(name)},\n\nWe received an access request with your e-mail or CPF, but you already ` +
        `have a user. Sign in at ${publicUrl}/login; if you forgot your password, use ` +
        `${publicUrl}/recovery-password.\n\nIf you did not make this request, ignore this message or tell your manager.\n`,
      locale,
    };
  }
  return {
    to,
    subject: 'Você já tem acesso',
    text:
      `Olá ${firstName(name)},\n\nRecebemos uma solicitação de acesso com o seu email ou CPF, mas você já ` +
      `possui um usuário. Entre em ${publicUrl}/login; se esqueceu a senha, use ` +
      `${publicUrl}/recovery-password.\n\nSe não foi você quem fez esta solicitação, ignore esta mensagem ou avise seu gerente.\n`,
    locale,
  };
}

// The request does not record the requester's language, so decisions are sent in Portuguese, the
// product's default.

export function approvedMail(to: string, name: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Sua solicitação de acesso foi aprovada',
    text:
      `Olá ${firstName(name)},\n\nSua solicitação de acesso ao back-office foi aprovada. ` +
      `Entre em ${publicUrl}/login com seu email ou CPF e a senha que você cadastrou.\n`,
    locale: 'pt-BR',
  };
}

export function rejectedMail(to: string, name: string, reason: string): OutgoingMail {
  return {
    to,
    subject: 'Sua solicitação de acesso não foi aprovada',
    text:
      `Olá ${firstName(name)},\n\nSua solicitação de acesso ao back-office não foi aprovada.\n\n` +
      `Motivo: ${userText(reason)}\n\nEm caso de dúvida, fale com seu gerente.\n`,
    locale: 'pt-BR',
  };
}
