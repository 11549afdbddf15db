import {
  permissionProfileListSchema,
  permissionProfileSchema,
  userDetailSchema,
  USER_PROFILES_PATH,
} from '@fxbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../components/useActionMutation';
import { fetchJson, fetchNoContent, jsonBody, withIdempotencyKey } from '../../../http/fetchJson';
import { usersKeys } from '../api';

// GET/POST/PUT/DELETE /api/permission-profiles and PUT /api/users/:id/profile (server: modules/users/profiles.ts).

export const PROFILES_PATH = USER_PROFILES_PATH;
export const profileEditPath = (id: string) => `${PROFILES_PATH}/${encodeURIComponent(id)}`;
export const NEW_PROFILE_PATH = `${PROFILES_PATH}/new`;

const profilesKey = ['permission-profiles'] as const;
const apiPath = (id: string) => `/api/permission-profiles/${encodeURIComponent(id)}`;

export function useProfiles() {
  return useQuery({
    queryKey: profilesKey,
    queryFn: ({ signal }) => fetchJson('/api/permission-profiles', permissionProfileListSchema, { signal }),
  });
}

/** Refetches the profiles and every user (a profile's change changes its users' permissions). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: profilesKey });
    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
  };
}

/** Creates the profile (no id) or saves it (an id). */
export function useSaveProfile(id: string | undefined) {
  const invalidate = useInvalidate();
  return useActionMutation({
    mutationFn: (body: { name: string; permissions: readonly string[] }, key: string) =>
      fetchJson(
        id === undefined ? '/api/permission-profiles' : apiPath(id),
        permissionProfileSchema,
        withIdempotencyKey(jsonBody(id === undefined ? 'POST' : 'PUT', body), key),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteProfile() {
  const invalidate = useInvalidate();
  return useActionMutation({
    mutationFn: (id: string, key: string) =>
      fetchNoContent(apiPath(id), withIdempotencyKey({ method: 'DELETE' }, key)),
    onSuccess: invalidate,
  });
}

/** PUT /api/users/:id/profile: the user's profile, or none; the answer is the user as they now are. */
export function useSetUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (profileId: string | null, key: string) =>
      fetchJson(
        `/api/users/${encodeURIComponent(userId)}/profile`,
        userDetailSchema,
        withIdempotencyKey(jsonBody('PUT', { profileId }), key),
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(userId), user);
      void queryClient.invalidateQueries({ queryKey: profilesKey });
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
