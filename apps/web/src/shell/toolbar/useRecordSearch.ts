import {
  SEARCH_MAX,
  SEARCH_MIN,
  searchResponseSchema,
  type SearchArea,
  type SearchMatch,
} from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../http/fetchJson';
import { useDebounced } from '../../components/useDebounced';

// The spec's settings debounce (300 ms), as the pickers: one request per pause in the typing, not per key.
const DEBOUNCE_MS = 300;

/** A record the search found, with its area (the group it is listed under). */
export interface RecordMatch extends SearchMatch {
  area: SearchArea;
  /** The area has more matches than shown. */
  more: boolean;
}

/**
 * The records a typed reference names (GET /api/search), once the typing pauses. Asked only for 2 to 60
 * characters (the server's rule: a shorter text is no reference). `settled` is true when the answer shown is
 * the one for what is typed now (Enter waits for it).
 */
export function useRecordSearch(typed: string) {
  const text = typed.trim();
  const q = useDebounced(text, DEBOUNCE_MS);
  const asked = q.length >= SEARCH_MIN && q.length <= SEARCH_MAX;
  const query = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) =>
      fetchJson(`/api/search?${new URLSearchParams({ q }).toString()}`, searchResponseSchema, { signal }),
    enabled: asked,
    staleTime: 30_000,
    retry: false,
  });
  const current = q === text;
  const matches: RecordMatch[] =
    asked && current && query.data
      ? query.data.groups.flatMap((g) => g.items.map((item) => ({ ...item, area: g.area, more: g.more })))
      : [];
  const wanted = text.length >= SEARCH_MIN && text.length <= SEARCH_MAX;
  return {
    matches,
    searching: wanted && (!current || query.isFetching),
    failed: wanted && current && query.isError,
    settled: !wanted || (current && !query.isFetching),
  };
}
