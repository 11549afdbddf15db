import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { SubmissionGate } from './submissionGate';

export interface ActionMutationOptions<V, T> {
  /** The call, sending `idempotencyKey` as its Idempotency-Key header (http/fetchJson.ts `withIdempotencyKey`). */
  mutationFn: (variables: V, idempotencyKey: string) => Promise<T>;
  onSuccess?: (result: T, variables: V) => unknown;
  onSettled?: () => unknown;
}

/**
 * A state-changing action of a form or dialog, sent once per submission (issue 23): TanStack Query's mutation
 * with the submission's Idempotency-Key (made when the component mounts, kept across retries, new after a
 * success or on `renewKey()`, which a dialog that stays mounted calls when it opens) and a guard that drops a
 * `mutate` while one is on its way, from the click on (`isPending` only follows at the next render). Every
 * action dialog uses it, so none can send a double click twice.
 */
export function useActionMutation<V, T>({ mutationFn, onSuccess, onSettled }: ActionMutationOptions<V, T>) {
  const gate = useRef<SubmissionGate | null>(null);
  gate.current ??= new SubmissionGate();
  const current = () => gate.current as SubmissionGate;
  const mutation = useMutation({
    mutationFn: (variables: V) => mutationFn(variables, current().key),
    // On the mutation itself, not on one `mutate` call: they run even if the dialog closed meanwhile.
    onSuccess: (result, variables) => {
      current().leave(true);
      return onSuccess?.(result, variables);
    },
    onError: () => current().leave(false),
    onSettled,
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: V, options?: MutateOptions<T, Error, V>) => {
      if (!current().enter()) return;
      send(variables, options);
    },
    [send],
  );
  const renewKey = useCallback(() => current().renew(), []);
  return { ...mutation, mutate, renewKey };
}

export type ActionMutation<V, T> = ReturnType<typeof useActionMutation<V, T>>;
