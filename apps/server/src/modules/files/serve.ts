import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { FileRow } from './repository.ts';
import { attachmentHeader } from './service.ts';

type Served = Pick<FileRow, 'id' | 'storedName' | 'mimeType' | 'size' | 'originalName'>;

/** File ids already reported missing, per app: a row without bytes is one event, not one per request. */
const reported = new WeakMap<FastifyInstance, Set<number>>();
const MAX_REPORTED = 10_000;

function reportMissing(app: FastifyInstance, fileId: number): void {
  let ids = reported.get(app);
  if (!ids) {
    ids = new Set();
    reported.set(app, ids);
  }
  if (ids.has(fileId)) return;
  if (ids.size >= MAX_REPORTED) ids.clear();
  ids.add(fileId);
  app.log.warn({ fileId }, 'stored file missing: its row has no bytes in the file store');
}

/**
 * Sends a stored file as an attachment (nosniff comes with every answer). The bytes are opened
 * before anything is sent: a row whose bytes are gone answers 404 like a file that does not
 * exist, and is logged once as a warning with its id.
 */
export async function sendStoredFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: Served,
  cacheControl: string,
): Promise<FastifyReply> {
  const bytes = await app.fileStore.open(file.storedName);
  if (!bytes) {
    reportMissing(app, file.id);
    throw AppError.notFound();
  }
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentHeader(file.originalName))
    .header('Cache-Control', cacheControl)
    .send(bytes);
}
