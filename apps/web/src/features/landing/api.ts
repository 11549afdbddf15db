import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchJson } from '../../http/fetchJson';

// Local until @fxbo/domain publishes the health schema with the rest of the API contract.
const healthSchema = z.object({ status: z.literal('ok') });

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => fetchJson('/api/health', healthSchema, { signal }),
});

export function useHealth() {
  return useQuery(healthQuery);
}
