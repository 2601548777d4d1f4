import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type FileRow, insertFile } from './repository.ts';
import { detectFileType, type FileKind, isAllowed } from './sniff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: import('./storage.ts').FileStore;
  }
}

/** Keeps printable characters of an uploaded name; it only ever names a download. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || '\\/"'.includes(c) ? '_' : c))
    .join('')
    .slice(-200) || 'file';

/**
 * Stores an upload: type from its bytes checked against `allow` (415 otherwise), a random
 * stored name, the original name kept only for the download's filename.
 */
export async function storeUpload(
  app: FastifyInstance,
  upload: UploadedFile,
  options: { ownerId: number | null; allow: FileKind; db?: Db },
): Promise<FileRow> {
  const detected = detectFileType(upload.bytes, upload.fileName);
  if (!detected || !isAllowed(detected, options.allow)) {
    throw new AppError('unsupported_type', MESSAGES.api.unsupportedFileType);
  }
  const storedName = randomBytes(24).toString('base64url');
  await app.fileStore.put(storedName, upload.bytes);
  try {
    return await insertFile(options.db ?? app.db, {
      ownerId: options.ownerId,
      storedName,
      originalName: safeName(upload.fileName),
      mimeType: detected.mime,
      size: upload.bytes.length,
    });
  } catch (error) {
    await app.fileStore.remove(storedName);
    throw error;
  }
}

/** `Content-Disposition: attachment` with an RFC 5987 filename; never rendered inline. */
export function attachmentHeader(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/[";\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}
