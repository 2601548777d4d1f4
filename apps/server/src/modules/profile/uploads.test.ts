import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { files, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type MultipartPart, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (rgb: [number, number, number] = [10, 20, 30]) => solidPng(6, 6, rgb);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]);
const patch = (client: TestClient, ...parts: MultipartPart[]) =>
  client.upload('/api/me/profile/', parts, { method: 'PATCH' });
const fileRow = async (id: number) => (await t.app.db.select().from(files).where(eq(files.id, id)))[0];

describe('ID document', () => {
  it('is stored as an image, readable by its owner and admins only (404 for others)', async () => {
    const { client, user } = await loginAs(t.app, 'developer', { idDocument: false });
    const bytes = png([200, 10, 10]);
    const response = await patch(client, { name: 'id_document', fileName: 'passport.png', bytes });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json().id_document;
    expect(document).toMatchObject({ name: 'passport.png', mime_type: 'image/png', size: bytes.length });
    expect((await fileRow(document.id))?.ownerId).toBe(user.id);
    const own = await client.get(document.download_url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const { client: admin } = await loginAs(t.app, 'admin');
    expect((await admin.get(document.download_url)).statusCode).toBe(200);
    for (const role of ['developer', 'client', 'client_manager', 'staff'] as const) {
      const { client: other } = await loginAs(t.app, role);
      expect((await other.get(document.download_url)).statusCode).toBe(404);
      expect((await other.get(`/api/avatars/${document.id}/`)).statusCode).toBe(404);
    }
  });

  it('replaces the previous document and deletes it', async () => {
    const { client } = await loginAs(t.app, 'developer', { idDocument: false });
    const first = (await patch(client, { name: 'id_document', fileName: 'a.png', bytes: png() })).json()
      .id_document;
    const second = (
      await patch(client, { name: 'id_document', fileName: 'b.png', bytes: png([1, 1, 1]) })
    ).json().id_document;
    expect(second.id).not.toBe(first.id);
    expect(await fileRow(first.id)).toBeUndefined();
    expect((await client.get(first.download_url)).statusCode).toBe(404);
  });

  it('refuses anything but an image with 415, changing nothing', async () => {
    const { client, user } = await loginAs(t.app, 'developer', { idDocument: false });
    const before = (await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).length;
    const response = await patch(
      client,
      { name: 'city', value: 'Gulu' },
      { name: 'id_document', fileName: 'passport.png', bytes: pdf },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(refusal('This file type is not allowed.'));
    expect((await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).length).toBe(before);
    expect((await client.get('/api/me/profile/')).json().city).toBe('Kampala');
  });

  it('is not part of a project owner’s profile', async () => {
    const { client } = await loginAs(t.app, 'client');
    const response = await patch(client, { name: 'id_document', fileName: 'p.png', bytes: png() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ id_document: ['This field does not apply to your account.'] });
  });

  it('answers 413 one byte over 5 MB', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const big = Buffer.concat([png(), Buffer.alloc(5_242_881 - png().length)]);
    const response = await patch(client, { name: 'id_document', fileName: 'huge.png', bytes: big });
    expect(response.statusCode).toBe(413);
  });
});

describe('avatar (image)', () => {
  it('is visible to every signed-in user at avatar_url, and replaced files go away', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const bytes = png([0, 128, 0]);
    const response = await patch(client, { name: 'image', fileName: 'me.png', bytes });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().image;
    expect(url).toMatch(/^\/api\/avatars\/\d+\/$/);
    expect(response.json().user.avatar_url).toBe(url);
    expect((await client.get('/api/auth/verify/')).json().user.avatar_url).toBe(url);
    const { client: other } = await loginAs(t.app, 'client');
    const seen = await other.get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.rawPayload.equals(bytes)).toBe(true);
    expect((await anonymous(t.app).get(url)).statusCode).toBe(401);

    const next = (await patch(client, { name: 'image', fileName: 'new.png', bytes: png() })).json().image;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.get(next)).statusCode).toBe(200);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await other.get(next)).statusCode).toBe(404);
  });

  it('refuses a PDF as avatar with 415', async () => {
    const { client } = await loginAs(t.app, 'client');
    expect((await patch(client, { name: 'image', fileName: 'me.pdf', bytes: pdf })).statusCode).toBe(415);
  });

  it('refuses other file fields and a field sent twice', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const other = await patch(client, { name: 'resume', fileName: 'cv.png', bytes: png() });
    expect(other.json()).toEqual({ resume: ['Unknown field.'] });
    const twice = await patch(
      client,
      { name: 'image', fileName: 'a.png', bytes: png() },
      { name: 'image', fileName: 'b.png', bytes: png() },
    );
    expect(twice.json()).toEqual({ image: ['Unknown field.'] });
  });
});
