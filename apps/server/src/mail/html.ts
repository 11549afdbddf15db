import type { Locale } from '../http/locale.js';
import { BRAND_PRIMARY } from '../http/brand.js';

/*
 * The HTML part beside a mail's text, in the brokerage's look: one column, inline styles (mail programs drop
 * style sheets), no layout tables, the brokerage's name in its colour on top and a line saying the message is
 * automatic. The words are the text part's: blank lines make paragraphs, single newlines line breaks, and the
 * product's own addresses (a password link) links. Text a person typed (a name, a company, a reason) is written
 * between `userText`'s marks: it is HTML-escaped and kept from becoming a link, in both parts, however much it
 * looks like an address ("<b>x</b> www.evil.com"): a zero-width joiner after its dots and at signs stops mail
 * programs from finding one, and it sits in a span of its own.
 */

const OPEN = '\ue000';
const CLOSE = '\ue001';
const ZWJ = '\u200d';

/** Marks text a person typed, for the mail's composer: never markup, never a link. */
export function userText(value: string): string {
  return `${OPEN}${value.replace(/[\ue000\ue001]/g, '')}${CLOSE}`;
}

/** User text made unlinkable: a zero-width joiner after each dot or at sign that a letter or digit follows. */
function unlinkable(value: string): string {
  return value.replace(/([.@:])(?=[\p{L}\p{N}/])/gu, `$1${ZWJ}`);
}

/** The text part: the marks gone, the user's text unlinkable. */
export function mailText(text: string): string {
  return text.replace(/\ue000([^\ue001]*)\ue001/g, (_m, user: string) => unlinkable(user));
}

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The product's own words, escaped, with its web addresses made links. */
function ownHtml(text: string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)) {
    out += escape(text.slice(at, m.index));
    out += `<a href="${escape(m[0])}" style="color:${BRAND_PRIMARY};word-break:break-all;">${escape(m[0])}</a>`;
    at = (m.index ?? 0) + m[0].length;
  }
  return out + escape(text.slice(at));
}

/** One line: the product's words and the user's text in spans of their own. */
function lineHtml(line: string): string {
  return line
    .split(/(\ue000[^\ue001]*\ue001)/)
    .map((part) =>
      part.startsWith(OPEN) ? `<span>${escape(unlinkable(part.slice(1, -1)))}</span>` : ownHtml(part),
    )
    .join('');
}

/**
 * The mail's content as HTML (its paragraphs), in `locale`: what the outbox keeps. The frame (`framedMailHtml`)
 * is added when it is sent, with the brokerage's name.
 */
export function mailBodyHtml(text: string, locale: Locale): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px;">${p.split('\n').map(lineHtml).join('<br>')}</p>`);
  return `<div lang="${locale}">${paragraphs.join('')}</div>`;
}

/** The language a stored body was written in (its root's `lang`), for `Content-Language`. */
export function mailBodyLocale(html: string): Locale | undefined {
  const lang = /^<div lang="([^"]+)">/.exec(html)?.[1];
  return lang === 'pt-BR' || lang === 'en' ? lang : undefined;
}

const FOOTER: Record<Locale, string> = {
  'pt-BR': 'Mensagem automática, enviada pelo back-office. Não é preciso respondê-la.',
  en: 'Automatic message sent by the back-office. There is no need to reply to it.',
};

/** The whole HTML document of a mail: the brokerage's name on top, the body, the automatic-message line. */
export function framedMailHtml(body: string, subject: string, brokerage: string): string {
  const locale = mailBodyLocale(body) ?? 'pt-BR';
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f5f5;">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 12px;font-family:Roboto,Arial,Helvetica,sans-serif;` +
    `font-size:15px;line-height:1.5;color:#1f2933;">` +
    `<div style="background:#ffffff;border-top:4px solid ${BRAND_PRIMARY};border-radius:4px;padding:20px 24px;">` +
    `<div style="font-size:18px;font-weight:700;color:${BRAND_PRIMARY};margin:0 0 16px;">${escape(brokerage)}</div>` +
    `${body}</div>` +
    `<p style="margin:16px 4px 0;font-size:12px;color:#5f6b76;">${FOOTER[locale]}</p>` +
    `</div></body></html>`
  );
}
