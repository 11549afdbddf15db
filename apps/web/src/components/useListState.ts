import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { rememberListAddress } from './listReturn';
import { listStateToParams, parseListState, type ListSpec, type ListState, type Sort } from './listState';

export interface ListStateControls<F extends string> {
  state: ListState<F>;
  /** A stable text of the filters, to key a filter form so it shows what the URL says after back/forward. */
  filtersKey: string;
  /** New filters from the filter form: back to the first page. */
  setFilters: (filters: Partial<Record<F, string>>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: Sort) => void;
  /** The table's visible columns (undefined: the screen's default ones); the page stays. */
  setColumns: (columns: readonly string[] | undefined) => void;
}

/**
 * A server-side list's filters, sort and page, read from and written to the address bar. Every change is a
 * new history entry, so the back button returns to the previous search or page. The address is remembered,
 * so a record page's way back returns to the list as it was left (listReturn.ts).
 */
export function useListState<F extends string>(spec: ListSpec<F>): ListStateControls<F> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { pathname } = useLocation();
  useEffect(() => rememberListAddress(pathname, search), [pathname, search]);
  // The spec is a module constant; the state changes only when the address does.
  const state = useMemo(() => parseListState(new URLSearchParams(search), spec), [search, spec]);

  const go = useCallback(
    (next: ListState<F>) => {
      const nextParams = listStateToParams(next, spec);
      if (nextParams.toString() !== search) setParams(nextParams);
    },
    [setParams, search, spec],
  );

  return {
    state,
    filtersKey: JSON.stringify(state.filters),
    setFilters: useCallback((filters) => go({ ...state, filters, page: 1 }), [go, state]),
    setPage: useCallback((page) => go({ ...state, page }), [go, state]),
    setPageSize: useCallback((pageSize) => go({ ...state, pageSize, page: 1 }), [go, state]),
    setSort: useCallback((sort) => go({ ...state, sort, page: 1 }), [go, state]),
    setColumns: useCallback((columns) => go({ ...state, columns }), [go, state]),
  };
}
