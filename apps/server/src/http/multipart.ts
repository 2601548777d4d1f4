import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/** `documents[0][file]` → ['documents', '0', 'file'] */
function keyPath(name: string): string[] {
  return name.split(/\[|\]\[|\]/).filter((part) => part !== '');
}

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

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError('too_large', MESSAGES.upload.tooLarge);
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', MESSAGES.upload.tooLarge);
    }
    throw error;
  }
}

/**
 * Reads a multipart body whole: fields into a nested object (API.md: nested keys), files into
 * buffers of at most 5 MB (one byte more answers 413). Schemas validate `fields` afterwards.
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw AppError.field('non_field_errors', 'Expected multipart/form-data.');
  const fields: Record<string, unknown> = Object.create(null);
  const files: UploadedFile[] = [];
  for await (const part of request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 200 },
  })) {
    if (part.type === 'file') {
      const bytes = await readFile(part);
      if (part.filename) files.push({ fieldName: part.fieldname, fileName: part.filename, bytes });
    } else {
      assign(fields, keyPath(part.fieldname), part.value);
    }
  }
  return { fields: { ...fields }, files };
}
