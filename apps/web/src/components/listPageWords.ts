import { useTranslation } from 'react-i18next';
import type { Namespace } from '../area/route';
import type { ErrorTexts } from './apiErrorText';

/*
 * The words every list area's catalogue has by the same keys: a list screen names its area's catalogue
 * (`namespace`) and gives only the words that differ.
 */

/** The catalogue keys of a list screen's words, the same in every list area. */
export const LIST_PAGE_KEYS = {
  title: 'list.title',
  tableLabel: 'list.tableLabel',
  filtersLabel: 'filters.label',
  anyLabel: 'filters.any',
  network: 'errors.network',
  loadFailed: 'errors.loadFailed',
} as const;

export interface ListPageWords {
  title: string;
  tableLabel: string | undefined;
  filtersLabel: string;
  anyLabel: string | undefined;
  errors: ErrorTexts;
}

/** What the screen gives, else its area catalogue's word by the shared key (none without a namespace). */
export function useListPageWords(
  namespace: Namespace | undefined,
  given: { title?: string | undefined; tableLabel?: string | undefined; errors?: ErrorTexts | undefined },
  filters?: { label?: string | undefined; anyLabel?: string | undefined },
): ListPageWords {
  // Typed by the area's catalogue where the screen is written; here any list area's, by the shared keys.
  const { t, i18n } = useTranslation(namespace ?? 'components');
  const word = (key: string) => (namespace ? (t as unknown as (key: string) => string)(key) : undefined);
  // The table's name and a select's empty choice are optional: taken only where the catalogue has them.
  const optional = (key: string) =>
    namespace && i18n.exists(key, { ns: namespace }) ? word(key) : undefined;
  return {
    title: given.title ?? word(LIST_PAGE_KEYS.title) ?? '',
    tableLabel: given.tableLabel ?? optional(LIST_PAGE_KEYS.tableLabel),
    filtersLabel: filters?.label ?? word(LIST_PAGE_KEYS.filtersLabel) ?? '',
    anyLabel: filters?.anyLabel ?? optional(LIST_PAGE_KEYS.anyLabel),
    errors: given.errors ?? {
      network: word(LIST_PAGE_KEYS.network) ?? '',
      generic: word(LIST_PAGE_KEYS.loadFailed) ?? '',
    },
  };
}
