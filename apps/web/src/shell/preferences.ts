import type { PreferencesRequest } from '@fxbo/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKey, type SessionUser } from '../session/session';
import { fetchJson, jsonBody, lazySchema } from '../http/fetchJson';

const sessionUserSchema = lazySchema(async () => (await import('./schemas')).preferencesResponseSchema);

/** PUT /api/account/preferences: the user's language, shell settings or shortcuts, kept with the profile. */
export function putPreferences(body: PreferencesRequest): Promise<SessionUser> {
  return fetchJson('/api/account/preferences', sessionUserSchema, {
    ...jsonBody('PUT', body),
    // A save started as the page goes away (sign-out, closing the tab) still reaches the server.
    keepalive: true,
  });
}

/**
 * Saves some preferences and copies the saved fields, and only those, into the cached session user: two
 * saves in flight (settings and shortcuts) must not undo each other in the cache.
 */
export async function savePreferences(
  queryClient: QueryClient,
  body: PreferencesRequest,
): Promise<SessionUser> {
  const saved = await putPreferences(body);
  queryClient.setQueryData<SessionUser | null>(sessionKey, (old) => {
    if (!old || old.uid !== saved.uid) return old;
    return {
      ...old,
      ...('locale' in body ? { locale: saved.locale } : {}),
      ...('settings' in body ? { settings: saved.settings } : {}),
      ...('shortcuts' in body ? { shortcuts: saved.shortcuts } : {}),
    };
  });
  return saved;
}

export function useSavePreferences(): (body: PreferencesRequest) => Promise<SessionUser> {
  const queryClient = useQueryClient();
  return useCallback((body) => savePreferences(queryClient, body), [queryClient]);
}
