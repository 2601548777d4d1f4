import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type TestClient } from '../../test/client.ts';
import { findFile, insertFile } from './repository.ts';

let t: TestApp;
let owner: TestClient;
let ownerId: number;
let other: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await loginAs(t.app, 'developer');
  owner = signedIn.client;
  ownerId = signedIn.user.id;
  other = (await loginAs(t.app, 'client')).client;
  admin = (await loginAs(t.app, 'admin')).client;
});
afterAll(() => t.close());

async function storedPdf(originalName: string, bytes: Buffer): Promise<number> {
  const storedName = randomBytes(24).toString('base64url');
  await t.app.fileStore.put(storedName, bytes);
  const row = await insertFile(t.app.db, {
    ownerId,
    storedName,
    originalName,
    mimeType: 'application/pdf',
    size: bytes.length,
  });
  return row.id;
}

describe('POST files/', () => {
  it('does not exist: files are uploaded with the record that holds them', async () => {
    const response = await owner.upload('/api/files/', [
      { name: 'file', fileName: 'a.pdf', bytes: Buffer.from('%PDF-1.7\n') },
    ]);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET files/{id}/download/', () => {
  let fileId: number;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 250, 251, 252])]);
  beforeAll(async () => {
    // As an upload stores it: quotes, slashes and control characters became '_'.
    fileId = await storedPdf('Report _Q1_ é.pdf', bytes);
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
    expect(response.json()).toEqual(refusal('Not found.'));
    expect((await other.get('/api/files/999999/download/')).json()).toEqual(refusal('Not found.'));
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

describe('a row whose stored bytes are missing', () => {
  it('answers 404 as for any missing file, and is logged once as a warning with its id', async () => {
    const fileId = await storedPdf('gone.pdf', Buffer.from('%PDF-1.4\n'));
    const row = await findFile(t.app.db, fileId);
    await t.app.fileStore.remove(row?.storedName as string);
    const warn = vi.spyOn(t.app.log, 'warn');
    const error = vi.spyOn(t.app.log, 'error');
    try {
      for (let i = 0; i < 3; i++) {
        const response = await owner.get(`/api/files/${fileId}/download/`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(refusal('Not found.'));
      }
      const missing = warn.mock.calls.filter(
        ([fields]) => (fields as { fileId?: number })?.fileId === fileId,
      );
      expect(missing).toHaveLength(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('names of uploaded files', () => {
  it('take the extension of the detected type and lose bidi and control characters', async () => {
    const { client } = await loginAs(t.app, 'developer', { idDocument: false });
    const response = await client.upload(
      '/api/me/profile/',
      [{ name: 'id_document', fileName: 'passport\u202egnp.exe', bytes: solidPng(4, 4, [1, 2, 3]) }],
      { method: 'PATCH' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json().id_document;
    expect(document.name).toBe('passportgnp.png');
    const download = await client.get(document.download_url);
    expect(String(download.headers['content-disposition'])).toContain('filename="passportgnp.png"');
  });
});
