import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, issuesToFields } from '../../http/errors.ts';
import { readMultipart, type UploadedFile } from '../../http/multipart.ts';

/**
 * A PATCH body sent as JSON (validated by the route's schema) or as multipart/form-data (nested
 * keys validated here by the same schema; files only under `fileFields`, at most one each: another
 * name is 400, more files than fields 413).
 */
export async function readPatch<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileFields: readonly string[],
): Promise<{ patch: z.output<S>; files: Map<string, UploadedFile> }> {
  // JSON bodies were validated (and transformed) by the route's schema already.
  if (!request.isMultipart()) return { patch: (request.body ?? {}) as z.output<S>, files: new Map() };
  const { fields, files } = await readMultipart(request, { fileFields, maxFiles: fileFields.length });
  const errors: Record<string, string[]> = {};
  const byField = new Map<string, UploadedFile>();
  for (const file of files) {
    if (byField.has(file.fieldName)) {
      errors[file.fieldName] = [MESSAGES.api.unknownField];
    } else byField.set(file.fieldName, file);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) Object.assign(errors, issuesToFields(parsed.error.issues));
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { patch: parsed.data as z.output<S>, files: byField };
}
