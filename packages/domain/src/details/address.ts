import type { ClientAddress } from '../api/contract-detail';

/** A Brazilian CEP of 8 digits with its dash (01310-100); anything else as it came. */
export const formatPostalCode = (code: string): string =>
  /^\d{8}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;

/**
 * The client's address on one line ("Avenida Paulista, 1000, conj. 12 - Bela Vista - São Paulo/SP - CEP
 * 01310-100"), the country only when abroad; empty when no street or city is registered.
 */
export function addressText(a: ClientAddress, cep: string): string {
  if (!a.street && !a.city) return '';
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const city = [a.city, a.state].filter(Boolean).join('/');
  return [
    street,
    a.district,
    city,
    a.postalCode ? `${cep} ${formatPostalCode(a.postalCode)}` : '',
    a.country !== 'BR' ? a.country : '',
  ]
    .filter(Boolean)
    .join(' - ');
}
