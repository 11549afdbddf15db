import {
  passwordLinkSentSchema,
  revokedSessionsSchema,
  userDetailSchema,
  type UserClientsUpdate,
  type UserDetail,
} from '@fxbo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson, fetchNoContent, jsonBody } from '../../http/fetchJson';
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

/** The administrative actions of the detail page; body-less calls send no content type. */
export const userActions = {
  inactivate: (id: string) => fetchJson(path(id, '/inactivate'), userDetailSchema, { method: 'POST' }),
  activate: (id: string) => fetchJson(path(id, '/activate'), userDetailSchema, { method: 'POST' }),
  unblock: (id: string) => fetchJson(path(id, '/unblock'), userDetailSchema, { method: 'POST' }),
  resendPassword: (id: string) =>
    fetchJson(path(id, '/resend-password'), passwordLinkSentSchema, { method: 'POST' }),
  endSessions: (id: string) =>
    fetchJson(path(id, '/revoke-sessions'), revokedSessionsSchema, { method: 'POST' }),
  remove: (id: string) => fetchNoContent(path(id), { method: 'DELETE' }),
  setPermissions: (id: string, permissions: string[]) =>
    fetchJson(path(id, '/permissions'), userDetailSchema, jsonBody('PUT', { permissions })),
  setClients: (id: string, body: UserClientsUpdate) =>
    fetchJson(path(id, '/clients'), userDetailSchema, jsonBody('PUT', body)),
};

/**
 * A mutation on one user: on success the cached detail becomes the server's answer when it sends the user
 * back (or is dropped after a delete, or refetched otherwise), and every list is refetched, since status,
 * clients or the user's very presence changed.
 */
export function useUserMutation<V, T>(id: string, run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
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
