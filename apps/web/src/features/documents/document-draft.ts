import { DOCUMENT_TYPES, type DocumentType, isValidLink } from '@kazi/shared/documents/schemas';
import { ACCEPTED_DOCUMENTS, MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';

/** What DocumentForm edits: a name, a type, and a file or a link (Document form). */
export interface DocumentDraft {
  title: string;
  type: DocumentType;
  description: string;
  /** Which of the two the user chose to give. */
  source: 'file' | 'url';
  file: File | null;
  url: string;
}

export type DocumentDraftErrors = Partial<Record<'title' | 'type' | 'file' | 'url' | 'description', string>>;

export const emptyDocument = (type: DocumentType = 'other'): DocumentDraft => ({
  title: '',
  type,
  description: '',
  source: 'file',
  file: null,
  url: '',
});

const ACCEPTED_EXTENSIONS = ACCEPTED_DOCUMENTS.split(',').filter((item) => item.startsWith('.'));

/** The browser's first look at a file: the server reads its bytes again (413, 415). */
export function fileProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return coreMessages.upload.tooLarge;
  const name = file.name.toLowerCase();
  const image = file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  if (!image && !ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return format(coreMessages.upload.typeError, { message: coreMessages.api.unsupportedFileType });
  }
  return null;
}

/** Every problem of a draft, with the spec's messages ('Select a file' / 'Add a url', 'Invalid link'). */
export function documentDraftErrors(draft: DocumentDraft): DocumentDraftErrors {
  const errors: DocumentDraftErrors = {};
  if (!draft.title.trim()) errors.title = projectsMessages.documents.nameRequired;
  if (!DOCUMENT_TYPES.includes(draft.type)) errors.type = projectsMessages.team.invalidChoice;
  if (draft.source === 'file') {
    if (!draft.file) errors.file = projectsMessages.documents.selectFile;
    else {
      const problem = fileProblem(draft.file);
      if (problem) errors.file = problem;
    }
  } else if (!draft.url.trim()) errors.url = projectsMessages.documents.addUrl;
  else if (!isValidLink(draft.url)) errors.url = projectsMessages.documents.invalidLink;
  return errors;
}

/**
 * Adds a draft to a multipart body under `prefix` (docs/api.md nested keys): `documents[0]` gives
 * `documents[0][title]`, `documents[0][file]`…; an empty prefix gives `title`, `file`….
 */
export function appendDocument(form: FormData, prefix: string, draft: DocumentDraft): void {
  const key = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  form.append(key('title'), draft.title.trim());
  form.append(key('type'), draft.type);
  if (draft.description.trim()) form.append(key('description'), draft.description.trim());
  if (draft.source === 'file' && draft.file) form.append(key('file'), draft.file, draft.file.name);
  if (draft.source === 'url') form.append(key('url'), draft.url.trim());
}

/** A link document as JSON (no file): `{ title, type, description?, url }`. */
export function documentJson(draft: DocumentDraft) {
  return {
    title: draft.title.trim(),
    type: draft.type,
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    url: draft.url.trim(),
  };
}
