import { useState } from 'react';
import { serverFieldError } from '@/lib/forms/server-errors.ts';
import { imageFileError } from './image-file.ts';

/** The file keys of me/profile/, which their fields show themselves (not the form's alert). */
export const FILE_KEYS = ['image', 'id_document'];

/**
 * The picture and ID document chosen in a profile form, with what is wrong with them: a new
 * choice clears its server error; the `…Field` props spread into AvatarField and IdDocumentField.
 */
export function useProfileFiles() {
  const [avatar, setAvatar] = useState<File | null>(null);
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ image?: string; id_document?: string }>({});
  return {
    avatar,
    idDocument,
    /** A chosen file is too large or not an image (its field says so). */
    invalid: Boolean(imageFileError(avatar) || imageFileError(idDocument)),
    avatarField: {
      file: avatar,
      error: errors.image,
      onChange: (file: File | null) => {
        setAvatar(file);
        setErrors((current) => ({ ...current, image: undefined }));
      },
    },
    idDocumentField: {
      file: idDocument,
      error: errors.id_document,
      onChange: (file: File | null) => {
        setIdDocument(file);
        setErrors((current) => ({ ...current, id_document: undefined }));
      },
    },
    clearErrors: () => setErrors({}),
    /** Puts the server's messages for the files under their fields. */
    showServerErrors: (error: unknown) =>
      setErrors({
        image: serverFieldError(error, 'image'),
        id_document: serverFieldError(error, 'id_document'),
      }),
    /** After saving: nothing is chosen any more. */
    forget: () => {
      setAvatar(null);
      setIdDocument(null);
    },
  };
}
