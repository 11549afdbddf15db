import { useEffect, useState } from 'react';

/** `value` once it has stood still for `ms` milliseconds: a search field's text, one request per pause. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
