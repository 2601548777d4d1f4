import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * The bucket the three processes share: s3rver on a free loopback port with bucket `kazi-test`,
 * and the variables that point an app at it (the object-storage contract: FILE_STORE, the
 * standard AWS variables, path-style addressing; s3rver checks signatures against its fixed keys).
 */
export async function startBucket(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kazi-multi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'kazi-test', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORE: 's3://kazi-test/files',
      AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
