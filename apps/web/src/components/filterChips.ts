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
  /**
   * A screen's default that is a real filter (a queue opening on "Pendente"): shown at its default too, and
   * lifted by setting this value (the screen's "all"), since an absent value is the default again.
   */
  liftTo?: string;
}

/**
 * The chips of a list's filters in force, in the order of `chips`; a filter at its default value (e.g. type
 * "all", unless the default is a screen's real filter: `liftTo`) or without a chip spec (a companion such as a picked client's name) has none. Deleting a chip
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
    if (raw === undefined || raw === '' || !spec) return [];
    if (raw === spec.liftTo || (raw === list.filters[name].default && spec.liftTo === undefined)) return [];
    const onDelete = () => {
      const next = { ...filters };
      for (const lifted of [name, ...(spec.with ?? [])]) delete next[lifted];
      if (spec.liftTo !== undefined) next[name] = spec.liftTo;
      onApply(next);
    };
    return [{ id: name, label: spec.label, value: spec.value ? spec.value(raw) : raw, onDelete }];
  });
}
