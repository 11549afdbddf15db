import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { recordKeys } from './recordQueries';
import { useActionMutation } from './useActionMutation';

/** Whether an answer is the record's detail: a domain schema's `safeParse`. */
interface DetailSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * A staff action on one record (a remittance, a payment order): the server's answer becomes its cached detail
 * (fetched again when the answer is not one), and every list of the records is refetched, with `also`: the
 * other queries the action changes.
 */
export function useRecordMutation<V>(
  keys: ReturnType<typeof recordKeys>,
  detail: DetailSchema,
  id: string,
  run: (variables: V, idempotencyKey: string) => Promise<unknown>,
  also: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const parsed = detail.safeParse(result);
      if (parsed.success) queryClient.setQueryData(keys.detail(id), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
      for (const queryKey of [keys.lists(), ...also]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
