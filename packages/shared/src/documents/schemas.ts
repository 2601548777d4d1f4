import { z } from 'zod';
import { dbId } from '../api/ids.ts';
import { pageQuery } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { coreMessages } from '../messages/core.ts';
import { projectsMessages } from '../messages/projects.ts';

const D = projectsMessages.documents;

/** Document types in the order the Documents tab lists them. */
export const DOCUMENT_TYPES = [
  'requirements',
  'wireframes',
  'estimate',
  'proposal',
  'planning',
  'timeline',
  'other',
  'contract',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a client (the project's owner) may add (issue 4: requirements, wireframes and other). */
export const CLIENT_DOCUMENT_TYPES = [
  'requirements',
  'wireframes',
  'other',
] as const satisfies DocumentType[];

export const DOCUMENT_STATUSES = ['approved', 'pending', 'draft'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentTypeLabel = (type: DocumentType): string => D.typeLabels[type];

/** A link must be an absolute http(s) URL with a real host name ('Invalid link' otherwise). */
export function isValidLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

const title = z.string({ error: D.nameRequired }).trim().min(1, D.nameRequired).max(200, tooLong(200));
const description = z.string().trim().max(2000, tooLong(2000));
const linkInput = z
  .string()
  .trim()
  .max(2000, D.invalidLink)
  .refine((value) => value === '' || isValidLink(value), { message: D.invalidLink });

/**
 * One document on input (Document form): a name, a type, and either a link (`url`)
 * or a file sent as the multipart part next to it. Without both the server answers
 * `{ file: ['Select a file'], url: ['Add a url'] }`.
 */
export const documentInput = z
  .object({
    title,
    type: z.enum(DOCUMENT_TYPES, { error: projectsMessages.team.invalidChoice }).default('other'),
    description: description.optional(),
    url: linkInput.optional(),
  })
  .strict();
export type DocumentInput = z.infer<typeof documentInput>;

/**
 * The documents part of `POST projects/` (composed in project-create.ts): a link each, or a file
 * as the multipart part `documents[i][file]` (read by the projects module's multipart reader).
 */
export const documentsCreateFields = {
  documents: z.array(documentInput).max(20).optional(),
};

/** POST documents/ (JSON for a link, multipart with `file` for an upload). */
export const documentCreateBody = documentInput.extend({
  project: z.object({ id: dbId }, { error: coreMessages.api.required }).strict(),
});

/** PATCH documents/{id}/: name, description, type; the link of a link document; status (staff). */
export const documentPatchBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    type: z.enum(DOCUMENT_TYPES, { error: projectsMessages.team.invalidChoice }).optional(),
    url: linkInput.optional(),
    status: z.enum(DOCUMENT_STATUSES, { error: projectsMessages.team.invalidChoice }).optional(),
  })
  .strict();
export type DocumentPatchBody = z.infer<typeof documentPatchBody>;

export const documentsQuery = pageQuery.extend({
  project: dbId,
  type: z.enum(DOCUMENT_TYPES).optional(),
});

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPES),
  type_display: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** The uploaded file's name and size, or null for a link. */
  file: z
    .object({ name: z.string(), size: z.number().int(), mime_type: z.string(), display_size: z.string() })
    .nullable(),
  url: z.string().nullable(),
  /** Where to download an uploaded file (as an attachment), or null for a link. */
  download_url: z.string().nullable(),
  project: z.object({ id: z.number().int() }),
  created_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  created_at: z.string(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type ProjectDocument = z.infer<typeof documentSchema>;

/** `1536` → `"1.5 KB"` (attachments' display_size). */
export function displaySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
