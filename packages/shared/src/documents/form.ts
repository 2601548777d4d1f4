import { z } from 'zod';
import { ACCEPTED_DOCUMENTS, MAX_UPLOAD_BYTES } from '../files/schemas.ts';
import { coreMessages } from '../messages/core.ts';
import { format } from '../messages/format.ts';
import { projectsMessages } from '../messages/projects.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, documentInput, documentPatchBody } from './schemas.ts';

const D = projectsMessages.documents;

/** What a file input gives (a browser `File` is one). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

const ACCEPTED_EXTENSIONS = ACCEPTED_DOCUMENTS.split(',').filter((item) => item.startsWith('.'));

/** The browser's first look at a file: the server reads its bytes again (413, 415). */
export function documentFileProblem(file: ChosenFile): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return coreMessages.upload.tooLarge;
  const name = file.name.toLowerCase();
  const image = file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  if (!image && !ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return format(coreMessages.upload.typeError, { message: coreMessages.api.unsupportedFileType });
  }
  return null;
}

/** The link of a document: 'Add a url' when empty, 'Invalid link' when not an http(s) address. */
function linkIssue(url: string): string | null {
  if (!url.trim()) return D.addUrl;
  const parsed = documentInput.shape.url.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? D.invalidLink);
}

/**
 * The Document form (the Add dialog, a row of the creation wizard): a name, a type, a description,
 * and either a file ('Select a file', 5 MB at most, the accepted types) or a link ('Add a url',
 * 'Invalid link'). The file goes as the multipart part beside the body `documentInput` checks;
 * `F` is the file's type where the form runs (a browser's `File`).
 */
export function documentFormFor<F extends ChosenFile>() {
  return z
    .object({
      title: documentInput.shape.title,
      type: z.enum(DOCUMENT_TYPES, { error: projectsMessages.team.invalidChoice }),
      description: documentInput.shape.description.unwrap(),
      source: z.enum(['file', 'url']),
      file: z.custom<F | null>((value) => value === null || typeof value === 'object'),
      url: z.string(),
    })
    .superRefine((document, ctx) => {
      if (document.source === 'file') {
        const problem = document.file ? documentFileProblem(document.file) : D.selectFile;
        if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
        return;
      }
      const problem = linkIssue(document.url);
      if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
    });
}
export const documentForm = documentFormFor<ChosenFile>();
export type DocumentFormValues<F extends ChosenFile = ChosenFile> = z.input<
  ReturnType<typeof documentFormFor<F>>
>;

/**
 * The Change document form: `documentPatchBody`'s name, type and status, and the link of a link
 * document, which cannot be emptied ('Add a url').
 */
export const documentChangeForm = z
  .object({
    title: documentPatchBody.shape.title.unwrap(),
    type: z.enum(DOCUMENT_TYPES, { error: projectsMessages.team.invalidChoice }),
    status: z.enum(DOCUMENT_STATUSES, { error: projectsMessages.team.invalidChoice }),
    /** null for an uploaded file: it has no link to change. */
    url: z.string().nullable(),
  })
  .superRefine((document, ctx) => {
    const problem = document.url === null ? null : linkIssue(document.url);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });
export type DocumentChangeValues = z.input<typeof documentChangeForm>;
