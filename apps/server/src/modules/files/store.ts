import { describeFileStore, type FileStoreConfig } from './location.ts';
import { S3FileStore, s3ClientOf } from './s3-store.ts';
import { type FileStore, LocalFileStore } from './storage.ts';

/** The file store the configuration names: the one place the app, its scripts and tests build it. */
export function createFileStore(config: FileStoreConfig): FileStore {
  if (config.kind === 'local') return new LocalFileStore(config.root);
  return new S3FileStore(s3ClientOf(config.connection), config.bucket, config.prefix);
}

/** The configured store cannot be used (no bucket, no access, a directory that cannot be written). */
export class FileStoreUnusableError extends Error {}

/** Why a check failed, in words: HeadBucket answers a bare status, which the SDK names UnknownError. */
function causeOf(error: unknown): string {
  const { name, message, $metadata } = error as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status === 404) return 'no such bucket (HTTP 404)';
  if (status === 403) return 'access denied (HTTP 403): check the credentials and their policy';
  const text = message && message !== name && message !== 'UnknownError' ? message : (name ?? String(error));
  return status ? `${text} (HTTP ${status})` : text;
}

/** Throws FileStoreUnusableError, naming the store and the cause, when `check()` fails. */
export async function checkFileStore(store: FileStore, config: FileStoreConfig): Promise<void> {
  try {
    await store.check();
  } catch (error) {
    throw new FileStoreUnusableError(
      `the file store ${describeFileStore(config)} cannot be used: ${causeOf(error)}`,
    );
  }
}

/** Removes every stored blob (`db:reset`). */
export async function emptyFileStore(store: FileStore): Promise<void> {
  for await (const blob of store.list()) await store.remove(blob.storedName);
}
