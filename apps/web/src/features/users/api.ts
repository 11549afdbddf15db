import {
  passwordLinkSentSchema,
  revokedSessionsSchema,
  userDetailSchema,
  userInvitedSchema,
  type UserCreate,
  type UserUpdate,
  type UserClientsUpdate,
  type UserDetail,
} from '@fxbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, fetchNoContent, jsonBody, withIdempotencyKey } from '../../http/fetchJson';
import { recordKeys, recordPath } from '../../components/recordQueries';

// GET/PUT/POST/DELETE /api/users… (server: modules/users/routes.ts); schemas from @fxbo/domain.

export const usersKeys = recordKeys('users');
const path = recordPath('users');

export function useUser(id: string) {
  return useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(path(id), userDetailSchema, { signal }),
  });
}

/** A body-less POST (no content type) under the submission's Idempotency-Key. */
const post = (key: string) => withIdempotencyKey({ method: 'POST' }, key);

/** The administrative actions of the detail page; `key` is the submission's Idempotency-Key. */
export const userActions = {
  inactivate: (id: string, key: string) => fetchJson(path(id, '/inactivate'), userDetailSchema, post(key)),
  activate: (id: string, key: string) => fetchJson(path(id, '/activate'), userDetailSchema, post(key)),
  unblock: (id: string, key: string) => fetchJson(path(id, '/unblock'), userDetailSchema, post(key)),
  resendPassword: (id: string, key: string) =>
    fetchJson(path(id, '/resend-password'), passwordLinkSentSchema, post(key)),
  endSessions: (id: string, key: string) =>
    fetchJson(path(id, '/revoke-sessions'), revokedSessionsSchema, post(key)),
  remove: (id: string, key: string) =>
    fetchNoContent(path(id), withIdempotencyKey({ method: 'DELETE' }, key)),
  setPermissions: (id: string, permissions: string[], key: string) =>
    fetchJson(
      path(id, '/permissions'),
      userDetailSchema,
      withIdempotencyKey(jsonBody('PUT', { permissions }), key),
    ),
  update: (id: string, body: UserUpdate, key: string) =>
    fetchJson(path(id), userDetailSchema, withIdempotencyKey(jsonBody('PUT', body), key)),
  setClients: (id: string, body: UserClientsUpdate, key: string) =>
    fetchJson(path(id, '/clients'), userDetailSchema, withIdempotencyKey(jsonBody('PUT', body), key)),
};

/** POST /api/users: the new user is invited by e-mail; every list is refetched. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: UserCreate, key: string) =>
      fetchJson('/api/users', userInvitedSchema, withIdempotencyKey(jsonBody('POST', body), key)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}

/**
 * A mutation on one user: on success the cached detail becomes the server's answer when it sends the user
 * back (or is dropped after a delete, or refetched otherwise), and every list is refetched, since status,
 * clients or the user's very presence changed.
 */
export function useUserMutation<V, T>(id: string, run: (variables: V, idempotencyKey: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (isUserDetail(result)) queryClient.setQueryData(usersKeys.detail(id), result);
      else if (result === undefined) queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
      else void queryClient.invalidateQueries({ queryKey: usersKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}

function isUserDetail(value: unknown): value is UserDetail {
  return typeof value === 'object' && value !== null && 'permissions' in value && 'activeSessions' in value;
}
