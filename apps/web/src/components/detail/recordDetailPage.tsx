import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { fetchJson } from '../../http/fetchJson';
import { recordKeys, recordPath } from '../recordQueries';
import { DetailPage } from './DetailPage';
import type { DetailView, Namespace } from './view';

/** Where a record page's record comes from: `GET /api/<api>/<id>`, the id being the route's `param`. */
export interface RecordSource<T> {
  api: string;
  schema: z.ZodType<T>;
  param: string;
}

/**
 * The whole screen of a declared record page (view.ts) whose record is read by its id alone: the id from the
 * address, the record fetched under the area's query keys (recordQueries.ts), DetailPage drawing it.
 */
export function recordDetailPage<T, N extends Namespace>(view: DetailView<T, N>, source: RecordSource<T>) {
  const keys = recordKeys(source.api);
  const path = recordPath(source.api);
  return function RecordDetailPage() {
    const id = useParams()[source.param] ?? '';
    const record = useQuery({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => fetchJson(path(id), source.schema, { signal }),
      enabled: id !== '',
    });
    return <DetailPage view={view} record={record} />;
  };
}
