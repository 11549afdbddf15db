import { SCREEN_ALL, type FilterDef, type ScreenFilterName } from '@fxbo/domain';
import { cleanFilters } from './listState';

/*
 * The values of a list resource's filter form (ResourceFilters), to and from the address's filters and the
 * API's input. Pure, so that what a form shows and applies is tested apart from the screen.
 */

/** A record chosen in a picker: its id (the filter) and its name (kept in the address as its companion). */
export interface Picked {
  id: string;
  name: string;
}

export type Values = Record<string, string | Picked | null>;
export type Filters<F extends Record<string, FilterDef>> = Partial<Record<ScreenFilterName<F>, string>>;

export const isPicker = (def: FilterDef) => def.kind === 'id' || def.kind === 'client';
export const companionOf = (def: FilterDef) => ('companion' in def ? def.companion : undefined);

export function screenEntries<F extends Record<string, FilterDef>>(filters: F): [string, FilterDef][] {
  return Object.entries(filters).filter(([, def]) => !def.apiOnly);
}

export function toValues<F extends Record<string, FilterDef>>(filters: F, current: Filters<F>): Values {
  const raw = current as Partial<Record<string, string>>;
  return Object.fromEntries(
    screenEntries(filters).map(([name, def]): [string, string | Picked | null] => {
      const value = raw[name];
      if (isPicker(def)) {
        const companion = companionOf(def);
        return [name, value ? { id: value, name: (companion && raw[companion]) || '' } : null];
      }
      if (def.kind === 'enum') return [name, value ?? def.screenDefault ?? def.default ?? ''];
      return [name, value ?? ''];
    }),
  );
}

export function toFilters<F extends Record<string, FilterDef>>(filters: F, values: Values): Filters<F> {
  const out: Record<string, string | undefined> = {};
  for (const [name, def] of screenEntries(filters)) {
    const value = values[name];
    if (isPicker(def)) {
      const picked = value as Picked | null;
      out[name] = picked?.id;
      const companion = companionOf(def);
      if (companion) out[companion] = picked?.name || undefined;
    } else if (def.kind === 'enum' && value === (def.screenDefault ?? def.default)) out[name] = undefined;
    else out[name] = value as string;
  }
  return cleanFilters(out) as Filters<F>;
}

/** The form's values as the API takes them, for the domain schema: ids of the pickers, no empty text. */
export function toInput<F extends Record<string, FilterDef>>(
  filters: F,
  values: Values,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, def] of screenEntries(filters)) {
    const value = values[name];
    if (isPicker(def)) {
      if (value) input[name] = (value as Picked).id;
    } else if (def.kind === 'enum' && def.screenAll && value === SCREEN_ALL) continue;
    else if (typeof value === 'string' && value !== '') input[name] = value;
  }
  return input;
}
