import { MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { peopleMessages } from '@kazi/shared/messages/people';

/** Images only (for avatars and ID documents), at most 5 MB. Null when fine. */
export function imageFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > MAX_UPLOAD_BYTES) return coreMessages.upload.tooLarge;
  if (!file.type.startsWith('image/')) return peopleMessages.profile.imagesOnly;
  return null;
}
