import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { format, MESSAGES } from '@kazi/shared/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { textFieldErrors } from './text-input.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/** What a route takes in a multipart body; any other file part is refused before it is read. */
export interface MultipartSpec {
  /** File field names the route declares: exact names, or patterns such as `documents[N][file]`. */
  fileFields: readonly (string | RegExp)[];
  /** At most this many files in one request; one more answers 413. */
  maxFiles: number;
}

/**
 * Text fields are held in memory, so each is capped: room for the longest text any schema takes
 * (a project description: 20,000 characters, up to 4 bytes each in UTF-8). One byte more is 413.
 */
export const MAX_FIELD_BYTES = 80 * 1024;
const MAX_FIELDS = 200;

/** `documents[0][file]` → ['documents', '0', 'file'] */
function keyPath(name: string): string[] {
  return name.split(/\[|\]\[|\]/).filter((part) => part !== '');
}

/** The error key of a part: `documents[0][file]` → `documents.0.file` (docs/api.md nested keys). */
const errorKey = (name: string) => keyPath(name).join('.') || 'non_field_errors';

function assign(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  keys.forEach((key, index) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw AppError.field(keys.join('.'), MESSAGES.api.unknownField);
    }
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

const tooLarge = () => new AppError('too_large', MESSAGES.upload.tooLarge);

async function readFile(part: MultipartFile): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

const declares = (spec: MultipartSpec, name: string) =>
  spec.fileFields.some((field) => (typeof field === 'string' ? field === name : field.test(name)));

/** Parser errors become docs/api.md's answers: a file over 5 MB, too many files or parts are 413. */
function apiError(error: unknown, spec: MultipartSpec): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('too_large', format(MESSAGES.upload.tooManyFiles, { max: spec.maxFiles }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('too_large', MESSAGES.api.tooLarge);
    default:
      return error;
  }
}

type Part = MultipartFile | MultipartValue;

/** One part into `fields` or `files`; throws what makes the request fail. */
async function take(part: Part, spec: MultipartSpec, fields: Record<string, unknown>, files: UploadedFile[]) {
  if (part.type === 'file') {
    if (!declares(spec, part.fieldname)) {
      throw AppError.field(errorKey(part.fieldname), MESSAGES.api.unknownField);
    }
    const bytes = await readFile(part);
    if (part.filename) files.push({ fieldName: part.fieldname, fileName: part.filename, bytes });
    return;
  }
  if (part.valueTruncated) throw new AppError('too_large', MESSAGES.api.tooLarge);
  const keys = keyPath(part.fieldname);
  const textErrors = textFieldErrors(
    keys.reduceRight<unknown>((value, key) => ({ [key]: value }), part.value),
    true,
  );
  if (Object.keys(textErrors).length) throw AppError.validation(textErrors);
  assign(fields, keys, part.value);
}

/**
 * Reads a multipart body whole: fields into a nested object (docs/api.md: nested keys), files into
 * buffers of at most 5 MB (one byte more answers 413). A file under a name the route does not
 * declare is 400 `{ name: ['Unknown field.'] }` and never buffered; more than `spec.maxFiles`
 * files, or a text field over MAX_FIELD_BYTES, is 413. After the first error the rest of the body
 * is read and dropped (an unread part would stall the connection). Schemas validate `fields`
 * afterwards; nothing is stored here.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw AppError.field('non_field_errors', 'Expected multipart/form-data.');
  const fields: Record<string, unknown> = Object.create(null);
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: spec.maxFiles,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  let failure: unknown = null;
  try {
    for await (const part of parts) {
      if (failure === null) {
        try {
          await take(part, spec, fields, files);
        } catch (error) {
          failure = error;
        }
      }
      if (part.type === 'file' && !part.file.readableEnded) part.file.resume();
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure !== null) throw apiError(failure, spec);
  return { fields: { ...fields }, files };
}
