import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fromIsoDate, INVALID_DATE, toIsoDate } from './isoDate';

interface DateState {
  /** The form's value: '', `yyyy-MM-dd` or INVALID_DATE. */
  text: string;
  /** The picker's value. The very object the picker gave is handed back: it keeps the typed sections of
   * an incomplete date only while its value keeps the same identity. */
  date: Date | null;
  /** Counts the values the form wrote (reset, setValue): a key that starts the picker afresh, since it
   * keeps partly typed sections while its value stays null. */
  written: number;
}

/**
 * Binds a date picker (a controlled component holding a Date) to a react-hook-form `register()` result, so
 * forms register a date like any input. RHF is given an object that behaves as the input it expects: it
 * writes `value` on reset/setValue (the picker follows), reads it back, and calls `focus()` on an error.
 */
export function useRegisteredDate(registration: UseFormRegisterReturn, focus: () => void) {
  const [state, setState] = useState<DateState>({ text: '', date: null, written: 0 });
  const text = useRef('');
  const focusField = useRef(focus);
  useLayoutEffect(() => {
    focusField.current = focus;
  });

  const { name, ref, onChange, onBlur } = registration;
  const field = useMemo(
    () => ({
      name,
      get value() {
        return text.current;
      },
      set value(next: unknown) {
        const value = typeof next === 'string' ? next : '';
        if (value === text.current) return;
        text.current = value;
        setState((current) => ({ text: value, date: fromIsoDate(value), written: current.written + 1 }));
      },
      focus: () => focusField.current(),
    }),
    [name],
  );
  // As React does with an input's ref callback: RHF's ref changes with every register() call.
  useLayoutEffect(() => {
    ref(field);
    return () => ref(null);
  }, [ref, field]);

  const publish = (value: string, date: Date | null) => {
    text.current = value;
    setState((current) => ({ ...current, text: value, date }));
    void onChange({ target: { name, value }, type: 'change' });
  };
  return {
    ...state,
    /** The picker's change; `valid` is false while the picker reports a validation error. */
    change(date: Date | null, valid: boolean) {
      publish(toIsoDate(date, valid), date);
    },
    /**
     * The picker says nothing while a date is typed partly into an empty field (its value stays null):
     * on leaving the field or Enter, some typed sections are INVALID_DATE for the form, none are ''.
     */
    typed(someSections: boolean) {
      if (state.date !== null) return;
      const value = someSections ? INVALID_DATE : '';
      if (value !== text.current) publish(value, null);
    },
    blur() {
      void onBlur({ target: { name, value: text.current }, type: 'blur' });
    },
  };
}
