import type { Profile } from '@kazi/shared/profile/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { api } from '@/lib/api/client.ts';

const profileKeys = { me: ['me', 'profile'] as const };

const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => api.get<Profile>('me/profile/', undefined, signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** A PATCH of me/profile/: JSON, or FormData when files are sent. */
export type ProfilePatchPayload = Record<string, unknown> | FormData;

/**
 * Saves the profile; the answer replaces the cached profile and the session user is refetched
 * (names, avatar, completeness and can_contribute may have changed). Errors are shown by the form.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfilePatchPayload) => api.patch<Profile>('me/profile/', payload),
    meta: { inlineError: true },
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.me, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/**
 * Multipart body with nested keys (docs/api.md): `user[first_name]`, plain fields, and files only
 * when a new one was chosen (the ID document is uploaded only when a new file is
 * chosen).
 */
export function profileFormData(
  user: { first_name?: string; last_name?: string },
  fields: Record<string, string | undefined>,
  files: Partial<Record<'image' | 'id_document', File | null>>,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(user))
    if (value !== undefined) data.append(`user[${key}]`, value);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file, file.name);
  return data;
}
