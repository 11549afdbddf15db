import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/fetchJson';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on a retry; a network blip or a 5xx might.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
