import {
  CURRENCY_CODES,
  currencyOptionLabel,
  natureOptionText,
  SCREEN_ALL,
  type FilterDef,
  type RangeRule,
  type ScreenFilterName,
} from '@fxbo/domain';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { BankAutocomplete, bankText, useBankNames } from './BankAutocomplete';
import { DateRangeFields } from './DateRangeFields';
import { FilterBar } from './FilterBar';
import { filterChips, type FilterChipSpec } from './filterChips';
import { useFormatters } from './format';
import { codeResolver } from './forms/codeResolver';
import { SelectInput, type SelectOption } from './forms/SelectInput';
import { TextInput } from './forms/TextInput';
import type { ListSpec } from './listState';
import { NatureAutocomplete } from './NatureAutocomplete';
import {
  companionOf,
  isPicker,
  screenEntries,
  toFilters,
  toInput,
  toValues,
  type Filters,
  type Picked,
  type Values,
} from './resourceFilterValues';

export type { Picked } from './resourceFilterValues';
import { pickLabel, useLanguage, useMoney } from './money';

/*
 * The filter form of a list resource (@fxbo/domain), derived from its declaration: one field per filter the
 * screen offers, by kind (text, a select of labelled values, a pair of date pickers for a range, a picker
 * that is the screen's own for an id), the chips of the filters in force, and the domain's own rules checked
 * before the request. A screen gives only what the declaration cannot know: its pickers, a field's help.
 */

export interface PickerField {
  id: string;
  label: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  /** The field's message (a required filter left empty). */
  error?: string | undefined;
  required?: boolean;
}

interface FilterResource<F extends Record<string, FilterDef>> {
  filters: F;
  ranges?: readonly RangeRule<keyof F & string>[];
  querySchema: $ZodType;
}

export interface ResourceFiltersProps<F extends Record<string, FilterDef>> {
  resource: FilterResource<F>;
  spec: ListSpec<ScreenFilterName<F>>;
  /** The filters in force (the address's). */
  filters: Filters<F>;
  onApply: (filters: Filters<F>) => void;
  /** The search landmark's name. */
  label: string;
  /** The screen's pickers, for its id and client filters. */
  pickers?: Partial<Record<keyof F & string, (field: PickerField) => ReactNode>>;
  /** Helper text under a field. */
  help?: Partial<Record<keyof F & string, string>>;
  /** The name of a date range's pair, by the range's first filter. */
  rangeLabels?: Partial<Record<keyof F & string, string>>;
  /** A chip's value where the declaration cannot write it (a picked record's name while its options load). */
  chipValues?: Partial<Record<keyof F & string, (raw: string) => string>>;
  /** The empty choice of a select without a default ("any status"). */
  anyLabel?: string;
  /** Translates an error code of the form (the field messages of the domain by default). */
  errorText?: (error: FieldError) => string | undefined;
}

/** A list's filters, as its resource declares them (see the module comment). */
export function ResourceFilters<F extends Record<string, FilterDef>>({
  resource,
  spec,
  filters,
  onApply,
  label,
  pickers = {},
  help = {},
  rangeLabels = {},
  chipValues = {},
  anyLabel,
  errorText,
}: ResourceFiltersProps<F>) {
  const language = useLanguage();
  const format = useFormatters();
  const { field: fieldMessage } = useMoney();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: toValues(resource.filters, filters),
    resolver: codeResolver<Values>(resource.querySchema, { toInput: (v) => toInput(resource.filters, v) }),
  });
  const messageOf = (name: string) => {
    const error = errors[name] as FieldError | undefined;
    if (!error) return undefined;
    return errorText?.(error) ?? fieldMessage(String(error.type), error.message);
  };

  const current = filters as Partial<Record<string, string>>;
  // The banks the address's bank filters name, for their chips and pickers ("341 — Itaú").
  const bankFilters = screenEntries(resource.filters).flatMap(([name, def]) =>
    def.kind === 'bank' ? [name] : [],
  );
  const bankNames = useBankNames(bankFilters.flatMap((name) => current[name] ?? []));
  const chips = Object.fromEntries(
    screenEntries(resource.filters).map(([name, def]): [string, FilterChipSpec<string>] => {
      const chipLabel = def.label[language];
      const own = chipValues[name as keyof F & string];
      const companion = companionOf(def);
      if (own) return [name, { label: chipLabel, value: own, ...(companion ? { with: [companion] } : {}) }];
      if (def.kind === 'date') return [name, { label: chipLabel, value: (raw) => format.date(raw) }];
      if (def.kind === 'enum')
        return [
          name,
          {
            label: chipLabel,
            ...(def.screenDefault !== undefined && def.screenAll ? { liftTo: SCREEN_ALL } : {}),
            value: (raw) =>
              def.screenAll && raw === SCREEN_ALL
                ? def.screenAll[language]
                : pickLabel(def.labels, raw, language),
          },
        ];
      if (def.kind === 'bank')
        return [name, { label: chipLabel, value: (raw) => bankText(raw, bankNames[raw]) }];
      if (def.kind === 'nature')
        return [name, { label: chipLabel, value: (raw) => natureOptionText(raw, language) }];
      if (def.kind === 'currency')
        return [name, { label: chipLabel, value: (raw) => currencyOptionLabel(raw, language) }];
      if (isPicker(def) && companion)
        return [name, { label: chipLabel, value: (raw) => current[companion] || raw, with: [companion] }];
      return [name, { label: chipLabel }];
    }),
  ) as Partial<Record<ScreenFilterName<F>, FilterChipSpec<ScreenFilterName<F>>>>;
  const active = filterChips(spec, filters, chips, onApply);

  const ranges = resource.ranges ?? [];
  const rangeEnds = new Set(ranges.map((r) => r.to as string));
  const fields = screenEntries(resource.filters).flatMap(([name, def]): ReactNode[] => {
    const id = `filter-${name}`;
    const fieldLabel = def.label[language];
    const range = ranges.find((r) => r.from === name);
    if (def.kind === 'date' && range) {
      const to = resource.filters[range.to] as FilterDef;
      return [
        <DateRangeFields
          key={name}
          id={id}
          label={rangeLabels[name as keyof F & string] ?? fieldLabel}
          fromLabel={fieldLabel}
          toLabel={to.label[language]}
          from={register(name)}
          to={register(range.to)}
          fromError={messageOf(name)}
          toError={messageOf(range.to)}
        />,
      ];
    }
    if (rangeEnds.has(name) && def.kind === 'date') return [];
    if (isPicker(def)) {
      const picker = pickers[name as keyof F & string];
      if (!picker) return [];
      return [
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <>
              {picker({
                id,
                label: fieldLabel,
                value: (field.value as Picked | null) ?? null,
                onChange: field.onChange,
                error: messageOf(name),
                required: Boolean(def.required),
              })}
            </>
          )}
        />,
      ];
    }
    /** A select of the filter's values (an enum's labelled values, the currencies). */
    const select = (options: readonly SelectOption[], any: boolean) => [
      <SelectInput
        key={name}
        control={control}
        name={name}
        id={id}
        label={fieldLabel}
        anyLabel={any && !def.required ? anyLabel : undefined}
        error={messageOf(name)}
        required={Boolean(def.required)}
        options={options}
      />,
    ];
    if (def.kind === 'enum')
      return select(
        [
          ...def.values.map((value) => ({ value, label: pickLabel(def.labels, value, language) })),
          ...(def.screenAll ? [{ value: SCREEN_ALL, label: def.screenAll[language] }] : []),
        ],
        def.default === undefined && def.screenDefault === undefined,
      );
    if (def.kind === 'currency')
      return select(
        CURRENCY_CODES.map((code) => ({ value: code, label: currencyOptionLabel(code, language) })),
        true,
      );
    if (def.kind === 'bank' || def.kind === 'nature')
      return [
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => {
            const code = typeof field.value === 'string' ? field.value : '';
            const error = messageOf(name);
            const common = {
              id,
              label: fieldLabel,
              code,
              onChange: field.onChange,
              onBlur: field.onBlur,
              error: Boolean(error),
              helperText: error ?? help[name as keyof F & string],
              required: Boolean(def.required),
            };
            return def.kind === 'bank' ? (
              <BankAutocomplete {...common} name={code === current[name] ? bankNames[code] : undefined} />
            ) : (
              <NatureAutocomplete {...common} language={language} />
            );
          }}
        />,
      ];
    const error = messageOf(name);
    const decimal = def.kind === 'rate' || def.kind === 'money';
    return [
      <TextInput
        key={name}
        id={id}
        label={fieldLabel}
        fullWidth
        autoComplete="off"
        error={Boolean(error)}
        required={Boolean(def.required)}
        helperText={error ?? help[name as keyof F & string]}
        {...(decimal ? { inputProps: { inputMode: 'decimal' as const } } : {})}
        {...register(name)}
      />,
    ];
  });

  return (
    <FilterBar
      label={label}
      active={active}
      onSubmit={(event) => void handleSubmit((values) => onApply(toFilters(resource.filters, values)))(event)}
      onClear={() => {
        reset(toValues(resource.filters, {}));
        onApply({});
      }}
    >
      {fields}
    </FilterBar>
  );
}
