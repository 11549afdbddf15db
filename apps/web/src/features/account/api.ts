import {
  preferencesResponseSchema,
  sessionListSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
  type PreferencesRequest,
} from '@fxbo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionKey, type SessionUser } from '../../session/session';
import { fetchJson, fetchNoContent, jsonBody } from '../../http/fetchJson';

// The signed-in user's own account: sessions (modules/auth/routes.ts), authenticator app and preferences
// (modules/account/routes.ts).

const sessionsKey = ['account', 'sessions'] as const;
const revokedSchema = z.object({ revoked: z.number() });

export function useMySessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => fetchJson('/api/auth/sessions', sessionListSchema, { signal }),
  });
}

/** Ends one of my other sessions, or all of them; the list is refetched afterwards. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string } | 'others'): Promise<number> => {
      if (target === 'others') {
        return (await fetchJson('/api/auth/sessions/revoke-others', revokedSchema, { method: 'POST' }))
          .revoked;
      }
      await fetchNoContent(`/api/auth/sessions/${encodeURIComponent(target.id)}`, { method: 'DELETE' });
      return 1;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Keeps the session user's copy of a field in step with what the server just confirmed. */
function useUpdateSessionUser() {
  const queryClient = useQueryClient();
  return (patch: Partial<SessionUser>) =>
    queryClient.setQueryData<SessionUser | null>(sessionKey, (user) => (user ? { ...user, ...patch } : user));
}

export const startTotpSetup = () =>
  fetchJson('/api/account/totp/setup', totpSetupResponseSchema, { method: 'POST' });

/** Turns the authenticator app on (proven by a code from it) or off (with the password). */
function useTotpSwitch(action: 'enable' | 'disable', proof: 'code' | 'password') {
  const update = useUpdateSessionUser();
  return useMutation({
    mutationFn: (value: string) =>
      fetchJson(`/api/account/totp/${action}`, totpStatusSchema, jsonBody('POST', { [proof]: value })),
    onSuccess: ({ totpEnabled }) => update({ totpEnabled }),
  });
}

export const useEnableTotp = () => useTotpSwitch('enable', 'code');
export const useDisableTotp = () => useTotpSwitch('disable', 'password');

/** PUT /api/account/preferences answers with the whole session user, which replaces the cached one. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesRequest) =>
      fetchJson('/api/account/preferences', preferencesResponseSchema, jsonBody('PUT', body)),
    onSuccess: (user) => queryClient.setQueryData(sessionKey, user),
  });
}
