import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { objectKey, type S3Connection } from './location.ts';
import { type FileStore, isStoredName, type StoredBlob } from './storage.ts';

/**
 * A client for the bucket. An endpoint (an S3-compatible server) means path-style requests
 * (`http://host/bucket/key`), which MinIO and s3rver need; otherwise AWS's own addressing.
 */
export function s3ClientOf(connection: S3Connection): S3Client {
  return new S3Client({
    ...(connection.region ? { region: connection.region } : {}),
    ...(connection.endpoint ? { endpoint: connection.endpoint, forcePathStyle: true } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
    // A bucket out of reach fails a request (and /api/ready) instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** A key that is not there; a missing bucket is an error of the installation, not of one file. */
function missingKey(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Stored bytes as objects `prefix/storedName` in an S3-compatible bucket (ADR 037). */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private keyOf(storedName: string): string {
    if (!isStoredName(storedName)) throw new Error('invalid stored file name');
    return objectKey(this.prefix, storedName);
  }

  /** Streams in parts (one request for a body under 5 MB); a failed upload leaves no object. */
  async put(storedName: string, bytes: Buffer | Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(storedName), Body: bytes },
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  read(storedName: string): Readable {
    const out = new PassThrough();
    this.open(storedName).then(
      (body) => {
        if (!body) out.destroy(Object.assign(new Error(`no stored file ${storedName}`), { code: 'ENOENT' }));
        else pipeline(body, out).catch(() => {}); // the error reaches the reader through `out`
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }

  async open(storedName: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (missingKey(error)) return null;
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }));
  }

  async *list(): AsyncIterable<StoredBlob> {
    const prefix = this.prefix ? `${this.prefix}/` : '';
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const storedName = object.Key?.slice(prefix.length) ?? '';
        if (isStoredName(storedName) && object.LastModified)
          yield { storedName, modifiedAt: object.LastModified };
      }
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
