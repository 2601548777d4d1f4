import { z } from 'zod';
import { idParams } from '../api/ids.ts';

/** Share settings: one per user, created the first time the share dialog opens. */
export const shareSettingsSchema = z.object({
  id: z.number().int(),
  is_link_enabled: z.boolean(),
  /** The public page's address; its last segment is the random key. */
  shared_profile_url: z.string(),
  key: z.string(),
});
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/** POST profile/share/: nothing to send (an optional initial state). */
export const shareCreateBody = z.object({ is_link_enabled: z.boolean().optional() }).strict();
export const sharePatchBody = z.object({ is_link_enabled: z.boolean() }).strict();

export const shareParams = idParams;

/** A share key: 32 random bytes in base64url (256 bits). */
export const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const shareKeyParams = z.object({ key: z.string().max(100) });

/** The web app's page for a share key: `/p/{key}` (outside the shell, no sign-in). */
export const PUBLIC_PROFILE_PATH = '/p/';
