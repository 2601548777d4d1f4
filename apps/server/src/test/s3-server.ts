import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Connection } from '../modules/files/location.ts';

/** s3rver's fixed keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** The environment that points the app at the bucket (FILE_STORE and the AWS_* variables). */
  env(prefix?: string): Record<string, string>;
  connection: S3Connection;
  bucket: string;
  /** s3rver's own directory: objects live under `bucket/`. */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port, with an empty bucket, in a temp directory. */
export async function startS3(bucket = 'kazi-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kazi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: (prefix = 'files') => ({
      FILE_STORE: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    connection: { region: 'us-east-1', endpoint, credentials: KEYS },
    bucket,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
