import { MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { MESSAGES } from '@kazi/shared/messages';

/** Spec 000 §5: images only (for avatars and ID documents), at most 5 MB. Null when fine. */
export function imageFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.upload.tooLarge;
  if (!file.type.startsWith('image/')) return MESSAGES.profile.imagesOnly;
  return null;
}
