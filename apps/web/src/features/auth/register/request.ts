/** The /register form's values. */
export interface RegisterValues {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  birthDate: string;
  password: string;
  passwordConfirmation: string;
  company: string;
  /** Rows of a field array (react-hook-form needs objects); the request sends the strings. */
  clientTaxIds: { value: string }[];
  captcha: string;
}

/** A blank form, with one client row to fill in. */
export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  cpf: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  passwordConfirmation: '',
  company: '',
  clientTaxIds: [{ value: '' }],
  captcha: '',
};

/** The positions of the rows that were filled in: an empty row (one just added, say) names no client. */
function filledRows(rows: readonly { value: string }[]): number[] {
  return rows.flatMap((row, index) => (row.value.trim() === '' ? [] : [index]));
}

/** The request body: the filled client rows as strings (none at all when none was filled in). */
export function toAccessRequest({ clientTaxIds, ...rest }: RegisterValues) {
  return { ...rest, clientTaxIds: filledRows(clientTaxIds).map((index) => clientTaxIds[index]!.value) };
}

/**
 * Schema path → form field, for the values the request was built from: `clientTaxIds.2` is the third
 * filled row's input (empty rows were left out of the request), `clientTaxIds` the list as a whole.
 */
export function registerFieldName(path: string, values: Pick<RegisterValues, 'clientTaxIds'>): string {
  const row = /^clientTaxIds\.(\d+)$/.exec(path);
  if (row) {
    const sent = Number(row[1]);
    return `clientTaxIds.${filledRows(values.clientTaxIds)[sent] ?? sent}.value`;
  }
  return path === 'clientTaxIds' ? 'clientTaxIds.root' : path;
}
