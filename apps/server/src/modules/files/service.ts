import { randomBytes } from 'node:crypto';
import { canDownloadFile } from '@kazi/shared/files/policy';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { storedFileName } from './names.ts';
import { type FileRow, findFile, insertFile } from './repository.ts';
import { detectFileType, type FileKind, isAllowed } from './sniff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: import('./storage.ts').FileStore;
  }
}

/** An upload whose type was read from its bytes and is allowed where it was sent. */
export interface CheckedUpload {
  upload: UploadedFile;
  mime: string;
}

/** The type from the bytes, checked against `allow`: 415 otherwise. Nothing is stored. */
export function checkUpload(upload: UploadedFile, allow: FileKind): CheckedUpload {
  const detected = detectFileType(upload.bytes, upload.fileName);
  if (!detected || !isAllowed(detected, allow)) {
    throw new AppError('unsupported_type', MESSAGES.api.unsupportedFileType);
  }
  return { upload, mime: detected.mime };
}

/**
 * The files one request stores. Check every upload (`checkUpload`) before storing any, and store
 * them in a transaction opened by `transactionWithUploads`: when it fails, the bytes go too (the
 * rows went with the rollback). A crash in between leaves bytes
 * without a row; the `files.purge` job removes those.
 */
export class UploadBatch {
  private readonly storedNames: string[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /** Writes the bytes under a random name, then the `files` row through `db` (the transaction). */
  async store(db: Db, checked: CheckedUpload, ownerId: number | null): Promise<FileRow> {
    const storedName = randomBytes(24).toString('base64url');
    this.storedNames.push(storedName);
    await this.app.fileStore.put(storedName, checked.upload.bytes);
    return insertFile(db, {
      ownerId,
      storedName,
      originalName: storedFileName(checked.upload.fileName, checked.mime),
      mimeType: checked.mime,
      size: checked.upload.bytes.length,
    });
  }

  /** Removes every stored byte; a removal that fails is left to the purge job. */
  async discard(): Promise<void> {
    await removeStoredFiles(this.app, this.storedNames, 'could not remove stored uploads');
  }
}

/**
 * Stores bytes the platform made itself (an invoice's PDF), inside the caller's transaction. When
 * that rolls back the bytes stay behind without a row, and the `files.purge` job removes them.
 */
export async function storeGeneratedFile(
  app: FastifyInstance,
  db: Db,
  file: { bytes: Buffer; name: string; mime: string },
): Promise<FileRow> {
  const storedName = randomBytes(24).toString('base64url');
  await app.fileStore.put(storedName, file.bytes);
  return insertFile(db, {
    ownerId: null,
    storedName,
    originalName: storedFileName(file.name, file.mime),
    mimeType: file.mime,
    size: file.bytes.length,
  });
}

/** Removes stored bytes by name; failures are logged with `warning` and left to the purge job. */
export async function removeStoredFiles(
  app: FastifyInstance,
  storedNames: readonly string[],
  warning: string,
): Promise<void> {
  const results = await Promise.allSettled(storedNames.map((name) => app.fileStore.remove(name)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed) app.log.warn({ failed }, warning);
}

/**
 * Runs `work` in one transaction, with a batch to store files through: when the transaction
 * fails (an error thrown, a rollback, a failed commit), the batch's bytes are removed too.
 */
export async function transactionWithUploads<T>(
  app: FastifyInstance,
  work: (tx: Db, uploads: UploadBatch) => Promise<T>,
): Promise<T> {
  const uploads = new UploadBatch(app);
  try {
    return await app.db.transaction((tx) => work(tx, uploads));
  } catch (error) {
    await uploads.discard();
    throw error;
  }
}

/** `Content-Disposition: attachment` with an RFC 5987 filename; never rendered inline. */
export function attachmentHeader(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/[";\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

/** A file the person may download; any other, or none, is 404. */
export async function findDownloadableFile(db: Db, actor: SessionActor, id: number): Promise<FileRow> {
  const row = await findFile(db, id);
  if (!row || !canDownloadFile(actor, row)) throw AppError.notFound();
  return row;
}
