import { describe, expect, it } from 'vitest';
import { describeFileStore, objectKey, parseFileStore } from './location.ts';

describe('FILE_STORE', () => {
  it('is the local disk when unset or local', () => {
    expect(parseFileStore(undefined)).toEqual({ kind: 'local' });
    expect(parseFileStore('local')).toEqual({ kind: 'local' });
  });

  it.each([
    ['s3://kazi-files', { kind: 's3', bucket: 'kazi-files', prefix: '' }],
    ['s3://kazi-files/', { kind: 's3', bucket: 'kazi-files', prefix: '' }],
    ['s3://kazi-test/files', { kind: 's3', bucket: 'kazi-test', prefix: 'files' }],
    ['s3://kazi.eu-1/prod/uploads/', { kind: 's3', bucket: 'kazi.eu-1', prefix: 'prod/uploads' }],
    ['s3://abc//a_b/', { kind: 's3', bucket: 'abc', prefix: 'a_b' }],
  ])('reads %s', (value, location) => {
    expect(parseFileStore(value)).toEqual(location);
  });

  it.each([
    ['/var/kazi/files', /local or s3:/],
    ['S3://kazi/files', /local or s3:/],
    ['https://kazi.s3.amazonaws.com/files', /local or s3:/],
    ['s3://', /not a valid bucket name/],
    ['s3://ab', /not a valid bucket name/],
    ['s3://Kazi-Files', /not a valid bucket name/],
    ['s3://kazi_files', /not a valid bucket name/],
    ['s3://-kazi', /not a valid bucket name/],
    ['s3://kazi..files', /not a valid bucket name/],
    [`s3://${'a'.repeat(64)}`, /not a valid bucket name/],
    ['s3://key:secret@kazi/files', /credentials/],
    ['s3://kazi:9000/files', /credentials or a port/],
    ['s3://kazi/../files', /prefix/],
    ['s3://kazi/files?x=1', /prefix/],
    ['s3://kazi/my files', /prefix/],
  ])('refuses %s', (value, message) => {
    const parsed = parseFileStore(value);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toMatch(message);
  });

  it('puts a stored name under the prefix', () => {
    expect(objectKey('prod/uploads', 'abc')).toBe('prod/uploads/abc');
    expect(objectKey('', 'abc')).toBe('abc');
  });

  it('reads as the directory or the bucket address', () => {
    expect(describeFileStore({ kind: 'local', root: '/data/files' })).toBe('/data/files');
    const connection = { region: null, endpoint: null, credentials: null };
    expect(describeFileStore({ kind: 's3', bucket: 'b', prefix: 'p/q', connection })).toBe('s3://b/p/q');
    expect(describeFileStore({ kind: 's3', bucket: 'b', prefix: '', connection })).toBe('s3://b');
  });
});
