import { randomBytes } from 'node:crypto';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { ProjectDocument } from '@kazi/shared/documents/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../db/factories/documents.ts';
import { createImageFile } from '../../db/factories/files.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { files, projectDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';
import { startS3, type TestS3 } from '../../test/s3-server.ts';
import { s3ClientOf } from './s3-store.ts';

let s3: TestS3;
let t: TestApp;
let staff: TestClient;
let member: TestClient;
let memberId: number;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp(s3.env('uploads'));
  staff = (await loginAs(t.app, 'staff')).client;
  const signedIn = await loginAs(t.app, 'developer');
  member = signedIn.client;
  memberId = signedIn.user.id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const client = () => s3ClientOf(s3.connection);
const keyOf = (storedName: string) => `uploads/${storedName}`;
const storedNameOf = async (fileId: number) =>
  (await t.app.db.select({ storedName: files.storedName }).from(files).where(eq(files.id, fileId)))[0]
    ?.storedName as string;
async function inBucket(storedName: string): Promise<boolean> {
  try {
    await client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(storedName) }));
    return true;
  } catch {
    return false;
  }
}

describe('files in an S3 bucket (FILE_STORE=s3://…)', () => {
  it('stores an upload in the bucket and serves it back; gone from the bucket, the download is 404', async () => {
    const project = await createProject(t.app.db, {});
    await addParticipant(t.app.db, project.id, memberId);
    const bytes = simplePdf('Statement of work');
    const created = await staff.upload('/api/documents/', [
      { name: 'project[id]', value: String(project.id) },
      { name: 'title', value: 'Statement of work' },
      { name: 'type', value: 'contract' },
      { name: 'file', fileName: 'SOW.pdf', bytes },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const document: ProjectDocument = created.json();
    const [row] = await t.app.db
      .select({ fileId: projectDocuments.fileId })
      .from(projectDocuments)
      .where(eq(projectDocuments.id, document.id));
    const storedName = await storedNameOf(row?.fileId as number);
    expect(await inBucket(storedName)).toBe(true);

    const download = await member.get(document.download_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="SOW.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-length']).toBe(String(bytes.length));

    await client().send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: keyOf(storedName) }));
    const missing = await member.get(document.download_url as string);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('Not found.'));
  });

  it('has files.purge remove the objects of unreferenced rows and old objects without a row', async () => {
    const [oldStray, newStray] = [
      randomBytes(24).toString('base64url'),
      randomBytes(24).toString('base64url'),
    ];
    await t.app.fileStore.put(oldStray, Buffer.from('left by a crash'));
    await t.app.fileStore.put(newStray, Buffer.from('an upload still running'));
    // s3rver dates an object by its file's time: the object was written 25 hours ago.
    const when = new Date(Date.now() - 25 * 3_600_000);
    utimesSync(path.join(s3.directory, s3.bucket, 'uploads', `${oldStray}._S3rver_object`), when, when);
    const orphan = await createImageFile(t.app.db, memberId, 'orphan.png', t.app.fileStore);
    const fresh = await createImageFile(t.app.db, memberId, 'fresh.png', t.app.fileStore);
    const [orphanName, freshName] = [await storedNameOf(orphan), await storedNameOf(fresh)];
    expect(await inBucket(orphanName)).toBe(true);
    await t.app.db
      .update(files)
      .set({ createdAt: sql`now() - make_interval(hours => 25)` })
      .where(eq(files.id, orphan));

    await t.app.jobs.runNow('files.purge');

    const left = await t.app.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [orphan, fresh]));
    expect(left.map((r) => r.id)).toEqual([fresh]);
    expect(await inBucket(orphanName)).toBe(false);
    expect(await inBucket(freshName)).toBe(true);
    expect(await inBucket(oldStray)).toBe(false);
    expect(await inBucket(newStray)).toBe(true);
  });
});
