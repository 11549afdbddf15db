/*
 * The currencies the back office knows (ISO 4217), declared once: migration 0001 loads them into the
 * `currencies` table and the screens offer them as a pick list where a currency is chosen (issue 24).
 */

// ISO 4217 code, minor units, Portuguese and English names. Amounts are stored numeric(18,2) whatever the
// minor units; `decimals` drives display and rounding (0-decimal currencies are stored with .00).
export const CURRENCY_TABLE: readonly (readonly [
  code: string,
  decimals: number,
  namePt: string,
  nameEn: string,
])[] = [
  ['AED', 2, 'Dirham dos Emirados Árabes Unidos', 'UAE Dirham'],
  ['AOA', 2, 'Kwanza angolano', 'Angolan Kwanza'],
  ['ARS', 2, 'Peso argentino', 'Argentine Peso'],
  ['AUD', 2, 'Dólar australiano', 'Australian Dollar'],
  ['BHD', 3, 'Dinar bareinita', 'Bahraini Dinar'],
  ['BOB', 2, 'Boliviano', 'Boliviano'],
  ['BRL', 2, 'Real brasileiro', 'Brazilian Real'],
  ['CAD', 2, 'Dólar canadense', 'Canadian Dollar'],
  ['CHF', 2, 'Franco suíço', 'Swiss Franc'],
  ['CLP', 0, 'Peso chileno', 'Chilean Peso'],
  ['CNY', 2, 'Iuane chinês', 'Chinese Yuan'],
  ['COP', 2, 'Peso colombiano', 'Colombian Peso'],
  ['CZK', 2, 'Coroa tcheca', 'Czech Koruna'],
  ['DKK', 2, 'Coroa dinamarquesa', 'Danish Krone'],
  ['EGP', 2, 'Libra egípcia', 'Egyptian Pound'],
  ['EUR', 2, 'Euro', 'Euro'],
  ['GBP', 2, 'Libra esterlina', 'Pound Sterling'],
  ['HKD', 2, 'Dólar de Hong Kong', 'Hong Kong Dollar'],
  ['HUF', 2, 'Florim húngaro', 'Hungarian Forint'],
  ['IDR', 2, 'Rupia indonésia', 'Indonesian Rupiah'],
  ['ILS', 2, 'Novo shekel israelense', 'Israeli New Shekel'],
  ['INR', 2, 'Rupia indiana', 'Indian Rupee'],
  ['ISK', 0, 'Coroa islandesa', 'Icelandic Krona'],
  ['JPY', 0, 'Iene japonês', 'Japanese Yen'],
  ['KRW', 0, 'Won sul-coreano', 'South Korean Won'],
  ['KWD', 3, 'Dinar kuwaitiano', 'Kuwaiti Dinar'],
  ['MAD', 2, 'Dirham marroquino', 'Moroccan Dirham'],
  ['MXN', 2, 'Peso mexicano', 'Mexican Peso'],
  ['MYR', 2, 'Ringgit malaio', 'Malaysian Ringgit'],
  ['NOK', 2, 'Coroa norueguesa', 'Norwegian Krone'],
  ['NZD', 2, 'Dólar neozelandês', 'New Zealand Dollar'],
  ['PEN', 2, 'Sol peruano', 'Peruvian Sol'],
  ['PHP', 2, 'Peso filipino', 'Philippine Peso'],
  ['PLN', 2, 'Zloty polonês', 'Polish Zloty'],
  ['PYG', 0, 'Guarani paraguaio', 'Paraguayan Guarani'],
  ['QAR', 2, 'Rial catariano', 'Qatari Riyal'],
  ['RON', 2, 'Leu romeno', 'Romanian Leu'],
  ['RUB', 2, 'Rublo russo', 'Russian Ruble'],
  ['SAR', 2, 'Rial saudita', 'Saudi Riyal'],
  ['SEK', 2, 'Coroa sueca', 'Swedish Krona'],
  ['SGD', 2, 'Dólar de Singapura', 'Singapore Dollar'],
  ['THB', 2, 'Baht tailandês', 'Thai Baht'],
  ['TRY', 2, 'Lira turca', 'Turkish Lira'],
  ['TWD', 2, 'Novo dólar taiwanês', 'New Taiwan Dollar'],
  ['USD', 2, 'Dólar americano', 'US Dollar'],
  ['UYU', 2, 'Peso uruguaio', 'Uruguayan Peso'],
  ['ZAR', 2, 'Rand sul-africano', 'South African Rand'],
];

/** Every known currency code, in code order. */
export const CURRENCY_CODES: readonly string[] = CURRENCY_TABLE.map(([code]) => code);

/** "USD — Dólar americano": a currency as a pick list shows it, in the reader's language. */
export function currencyOptionLabel(code: string, language: 'pt-BR' | 'en'): string {
  const row = CURRENCY_TABLE.find(([c]) => c === code);
  return row ? `${code} — ${language === 'en' ? row[3] : row[2]}` : code;
}
