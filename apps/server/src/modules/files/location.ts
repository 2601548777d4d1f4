/** Where the file store is, as FILE_STORE names it (ADR 037). */
export type FileStoreLocation = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

/** How to reach the bucket; null: left to the AWS SDK's own chain (profiles, instance roles...). */
export interface S3Connection {
  region: string | null;
  /** An S3-compatible server's address (MinIO, s3rver...): path-style requests then. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

/** The file store the configuration chooses. */
export type FileStoreConfig =
  | { kind: 'local'; root: string }
  | { kind: 's3'; bucket: string; prefix: string; connection: S3Connection };

/** S3's bucket rules: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * `FILE_STORE`: unset or `local` is the local disk (`DATA_DIR/files`); `s3://bucket/prefix` an
 * S3-compatible bucket, the prefix optional. Endpoint, region and credentials never go in it: they
 * come from the AWS variables. Returns the location, or why the value is refused.
 */
export function parseFileStore(value: string | undefined): FileStoreLocation | { error: string } {
  if (value === undefined || value === 'local') return { kind: 'local' };
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value);
  if (!match) return { error: 'must be local or s3://bucket/prefix' };
  const [, bucket = '', path = ''] = match;
  if (bucket.includes('@') || bucket.includes(':')) {
    return { error: 'must not hold credentials or a port: set the AWS_* variables' };
  }
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    return { error: `"${bucket}" is not a valid bucket name` };
  const segments = path.split('/').filter((segment) => segment !== '');
  const bad = segments.find((segment) => !PREFIX_SEGMENT.test(segment) || /^\.+$/.test(segment));
  if (bad !== undefined)
    return { error: `the prefix may hold letters, digits, ".", "_" and "-" only ("${bad}")` };
  return { kind: 's3', bucket, prefix: segments.join('/') };
}

/** The object key of a stored name under a prefix: `prefix/name`, or the name alone. */
export const objectKey = (prefix: string, storedName: string): string =>
  prefix ? `${prefix}/${storedName}` : storedName;

/** How a store reads in messages and logs: its directory, or `s3://bucket/prefix`. */
export function describeFileStore(store: FileStoreConfig): string {
  if (store.kind === 'local') return store.root;
  return `s3://${store.bucket}${store.prefix ? `/${store.prefix}` : ''}`;
}
