import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FileRef } from '@kazi/shared/files/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { files } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type MultipartPart, type TestClient } from '../../test/client.ts';

const LIMIT = 5_242_880;
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(512, 0x41)]);

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'developer')).client;
  other = (await loginAs(t.app, 'client')).client;
  admin = (await loginAs(t.app, 'admin')).client;
});
afterAll(() => t.close());

const filePart = (fileName: string, bytes: Buffer): MultipartPart => ({ name: 'file', fileName, bytes });
const upload = (client: TestClient, ...parts: MultipartPart[]) => client.upload('/api/files/', parts);
const fileCount = async () => {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row?.n ?? 0;
};
const storedFiles = () => {
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

describe('POST files/', () => {
  it('accepts exactly 5,242,880 bytes', async () => {
    const response = await upload(owner, filePart('big.pdf', pdf(LIMIT)));
    expect(response.statusCode, response.body).toBe(201);
    const body: FileRef = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'big.pdf',
      size: LIMIT,
      mime_type: 'application/pdf',
      download_url: `/api/files/${body.id}/download/`,
    });
  });

  it('refuses one byte more with 413, keeping nothing', async () => {
    const [rows, onDisk] = [await fileCount(), storedFiles().length];
    const response = await upload(owner, filePart('big.pdf', pdf(LIMIT + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Size is greater than 5Mbs' });
    expect(await fileCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(onDisk);
  });

  it.each([
    ['an exe named .pdf', 'invoice.pdf', EXE, {}],
    ['an exe named .png', 'photo.png', EXE, {}],
    ['html named .csv', 'list.csv', Buffer.from('<script>\0</script>'), {}],
    ['a PDF where images are asked for', 'scan.pdf', pdf(100), { kind: 'image' }],
  ])('refuses %s with 415', async (_label, fileName, bytes, fields) => {
    const rows = await fileCount();
    const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    const response = await upload(owner, ...parts, filePart(fileName, bytes));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'This file type is not allowed.' });
    expect(await fileCount()).toBe(rows);
  });

  it('takes an image where images are asked for, whatever the field order', async () => {
    const png = solidPng(3, 3, [200, 0, 0]);
    const before = await upload(owner, { name: 'kind', value: 'image' }, filePart('me.png', png));
    const after = await upload(owner, filePart('me.png', png), { name: 'kind', value: 'image' });
    expect([before.statusCode, after.statusCode]).toEqual([201, 201]);
    expect(after.json().mime_type).toBe('image/png');
  });

  it('answers 400 {file: [...]} without a file field', async () => {
    const response = await upload(owner, { name: 'kind', value: 'image' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['This field is required.'] });
    const misnamed = await upload(owner, { name: 'document', fileName: 'a.pdf', bytes: pdf(50) });
    expect(misnamed.json()).toEqual({ file: ['This field is required.'] });
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await owner.post('/api/files/', { file: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await upload(anonymous(t.app), filePart('a.pdf', pdf(50)));
    expect(response.statusCode).toBe(401);
  });

  it('stores the bytes under a random name, never the uploaded one', async () => {
    const response = await upload(owner, filePart('../../etc/passwd.pdf', pdf(64)));
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, response.json().id));
    expect(row?.storedName).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row?.originalName).not.toContain('/');
    expect(storedFiles()).toContain(row?.storedName);
    expect(storedFiles().some((name) => name.includes('passwd'))).toBe(false);
  });
});

describe('GET files/{id}/download/', () => {
  let fileId: number;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 250, 251, 252])]);
  beforeAll(async () => {
    fileId = (await upload(owner, filePart('Report "Q1" é.pdf', bytes))).json().id;
  });

  it('serves the owner the same bytes as an attachment, with nosniff', async () => {
    const response = await owner.get(`/api/files/${fileId}/download/`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['cache-control']).toContain('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Report _Q1_ é.pdf')}`);
  });

  it('answers 404 to another user, as for a file that does not exist', async () => {
    const response = await other.get(`/api/files/${fileId}/download/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect((await other.get('/api/files/999999/download/')).json()).toEqual({ detail: 'Not found.' });
  });

  it('serves admins', async () => {
    const response = await admin.get(`/api/files/${fileId}/download/`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 401 to anonymous callers and 404 to a malformed id', async () => {
    expect((await anonymous(t.app).get(`/api/files/${fileId}/download/`)).statusCode).toBe(401);
    expect((await owner.get('/api/files/abc/download/')).statusCode).toBe(404);
  });
});
