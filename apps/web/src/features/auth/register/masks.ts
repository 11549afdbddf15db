// Progressive input masks of the registration form: they format as the user types and accept pasted values
// with or without punctuation. Validation stays with the domain schemas.

function apply(pattern: string, chars: string): string {
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= chars.length) break;
    if (slot === '#') out += chars[i++];
    else out += slot;
  }
  return out;
}

/** 123.456.789-09 */
export function maskCpf(input: string): string {
  return apply('###.###.###-##', input.replace(/\D/g, '').slice(0, 11));
}

/**
 * A client's CPF or CNPJ. Digits only and at most 11: a CPF mask; otherwise a CNPJ mask, letters allowed
 * (the alphanumeric CNPJ of IN RFB 2.229/2024, e.g. 12.ABC.345/01DE-35), upper-cased.
 */
export function maskTaxId(input: string): string {
  const chars = input
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
  if (/^\d{0,11}$/.test(chars)) return maskCpf(chars);
  return apply('##.###.###/####-##', chars);
}

/**
 * A Brazilian phone with area code: (11) 98765-4321 or (11) 3456-7890. A number typed with + is international
 * and only loses characters a phone number cannot have.
 */
export function maskPhone(input: string): string {
  const trimmed = input.trimStart();
  if (trimmed.startsWith('+')) return `+${trimmed.slice(1).replace(/[^\d\s()-]/g, '')}`.slice(0, 20);
  const digits = trimmed.replace(/\D/g, '').slice(0, 11);
  return digits.length <= 10 ? apply('(##) ####-####', digits) : apply('(##) #####-####', digits);
}
