import { type DocumentFormValues, documentFormFor } from '@kazi/shared/documents/form';
import type { DocumentType } from '@kazi/shared/documents/schemas';

/** What the Document form edits (`documentForm`): a name, a type, and a file or a link. */
export type DocumentDraft = DocumentFormValues<File>;
export const documentDraftSchema = documentFormFor<File>();

export const emptyDocument = (type: DocumentType = 'other'): DocumentDraft => ({
  title: '',
  type,
  description: '',
  source: 'file',
  file: null,
  url: '',
});

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
