import type { ListSpec } from './listState';

/** An active filter as the folded filter bar shows it: "Status: Pago", with a delete that lifts it. */
export interface FilterChip {
  id: string;
  label: string;
  value: string;
  onDelete: () => void;
}

export interface FilterChipSpec<F extends string> {
  /** The filter's name on screen (the field's label). */
  label: string;
  /** The value as shown (a status's label, a date in the reader's format); the raw value by default. */
  value?: (raw: string) => string;
  /** Filters lifted with this one (a picked client's name beside its id). */
  with?: readonly F[];
}

/**
 * The chips of a list's filters in force, in the order of `chips`; a filter at its default value (e.g. type
 * "all") or without a chip spec (a companion such as a picked client's name) has none. Deleting a chip
 * applies the same filters without it.
 */
export function filterChips<F extends string>(
  list: ListSpec<F>,
  filters: Partial<Record<NoInfer<F>, string>>,
  chips: Partial<Record<NoInfer<F>, FilterChipSpec<NoInfer<F>>>>,
  onApply: (filters: Partial<Record<NoInfer<F>, string>>) => void,
): FilterChip[] {
  return (Object.keys(chips) as F[]).flatMap((name) => {
    const raw = filters[name];
    const spec = chips[name];
    if (raw === undefined || raw === '' || !spec || raw === list.filters[name].default) return [];
    const onDelete = () => {
      const next = { ...filters };
      for (const lifted of [name, ...(spec.with ?? [])]) delete next[lifted];
      onApply(next);
    };
    return [{ id: name, label: spec.label, value: spec.value ? spec.value(raw) : raw, onDelete }];
  });
}
