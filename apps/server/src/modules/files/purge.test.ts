import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { addFileDocument } from '../../db/factories/documents.ts';
import { createImageFile, solidPng } from '../../db/factories/files.ts';
import { createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { files, profiles, projectDocuments, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { FILE_REFERENCES } from './purge.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const blobPath = (storedName: string) =>
  path.join(t.config.dataDir, 'files', storedName.slice(0, 2), storedName);
const storedNameOf = async (id: number) =>
  (await t.app.db.select({ storedName: files.storedName }).from(files).where(eq(files.id, id)))[0]
    ?.storedName as string;
const ageFiles = (ids: number[], hours: number) =>
  t.app.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(files.id, ids));
const remaining = async (ids: number[]) =>
  (await t.app.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((row) => row.id);

/** Bytes without a row, written `hoursAgo` hours ago. */
async function strayBlob(hoursAgo: number): Promise<string> {
  const storedName = randomBytes(24).toString('base64url');
  await t.app.fileStore.put(storedName, solidPng(2, 2, [1, 2, 3]));
  const when = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(blobPath(storedName), when, when);
  return storedName;
}

describe('files.purge', () => {
  it('removes old unreferenced files and stray bytes, keeping referenced and recent ones', async () => {
    const person = await createUserWithRole(t.app.db, 'developer', { fileStore: t.app.fileStore });
    const owner = await createUserWithRole(t.app.db, 'client');
    const avatar = await createImageFile(t.app.db, person.id, 'me.png', t.app.fileStore);
    await t.app.db.update(users).set({ avatarFileId: avatar }).where(eq(users.id, person.id));
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.userId, person.id));
    const idDocument = profile?.idDocumentFileId as number;
    const project = await createProject(t.app.db, { ownerId: owner.id });
    const doc = await addFileDocument(t.app.db, project.id, 'Spec', 'spec.pdf', owner.id, t.app.fileStore);
    const deleted = await addFileDocument(t.app.db, project.id, 'Old', 'old.pdf', owner.id, t.app.fileStore);
    await t.app.db
      .update(projectDocuments)
      .set({ deletedAt: new Date() })
      .where(eq(projectDocuments.id, deleted.id));
    const orphan = await createImageFile(t.app.db, person.id, 'orphan.png', t.app.fileStore);
    const fresh = await createImageFile(t.app.db, person.id, 'fresh.png', t.app.fileStore);
    const kept = [avatar, idDocument, doc.fileId as number, deleted.fileId as number];
    await ageFiles([...kept, orphan], 25);
    await ageFiles([fresh], 23);
    const orphanName = await storedNameOf(orphan);
    const [oldStray, newStray] = [await strayBlob(25), await strayBlob(1)];

    await t.app.jobs.runNow('files.purge');

    expect(await remaining([...kept, orphan, fresh])).toEqual([...kept, fresh].sort((a, b) => a - b));
    expect(existsSync(blobPath(orphanName))).toBe(false);
    for (const id of [...kept, fresh]) expect(existsSync(blobPath(await storedNameOf(id)))).toBe(true);
    expect(existsSync(blobPath(oldStray))).toBe(false);
    expect(existsSync(blobPath(newStray))).toBe(true);

    // A second run finds nothing more to do.
    await t.app.jobs.runNow('files.purge');
    expect(await remaining([...kept, fresh])).toHaveLength(kept.length + 1);
    expect(existsSync(blobPath(newStray))).toBe(true);
  });

  it('knows every column that refers to a file', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      t.app.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name like '%file\_id' order by 1, 2`,
    );
    const listed = FILE_REFERENCES.map(({ table, column }) => ({
      table_name: getTableName(table),
      column_name: column.name,
    })).sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(rows).toEqual(listed);
  });
});
