import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testEngine } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { createPglite } from '../client.ts';
import { createProject } from '../factories/projects.ts';
import { readBackupArchive } from './read-archive.ts';
import { type BackupSocket, backupSocketPath, requestBackup, serveBackups } from './socket.ts';

let t: TestApp;
let staff: TestClient;
let projectId: number;
let socket: BackupSocket;

const pdf = (title: string) => Buffer.from(`%PDF-1.7\n${title}\n`.padEnd(300, ' '));

async function upload(title: string): Promise<void> {
  const response = await staff.upload('/api/documents/', [
    { name: 'project[id]', value: String(projectId) },
    { name: 'title', value: title },
    { name: 'type', value: 'requirements' },
    { name: 'file', fileName: `${title}.pdf`, bytes: pdf(title) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
}

/** The stored names the archive's database has rows for, and the stored names of its files. */
async function contentsOf(archive: Buffer) {
  const rows: string[] = [];
  const files: string[] = [];
  await readBackupArchive(Readable.from([archive]), {
    async database(dump) {
      const pglite = await createPglite({ loadDataDir: new Blob([new Uint8Array(dump)]) });
      const result = await pglite.query<{ stored_name: string }>('select stored_name from files');
      rows.push(...result.rows.map((row) => row.stored_name));
      await pglite.close();
    },
    async file(storedName) {
      files.push(storedName);
    },
  });
  return { rows, files };
}

/**
 * One request on a connection of its own: Node's global agent keeps connections alive, and one the
 * server has just closed for idling would answer ECONNRESET.
 */
function get(path: string) {
  return new Promise<number | undefined>((resolve, reject) => {
    http
      .get({ socketPath: backupSocketPath(t.config.dataDir), path, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .once('error', reject);
  });
}

describe.skipIf(testEngine() === 'postgres')('the running server’s backup socket', () => {
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await loginAs(t.app, 'staff')).client;
    projectId = (await createProject(t.app.db)).id;
    const served = await serveBackups({
      dataDir: t.config.dataDir,
      pglite: t.database.pglite as NonNullable<typeof t.database.pglite>,
      files: t.app.fileStore,
      log: t.app.log,
    });
    socket = served as BackupSocket;
  });
  afterAll(async () => {
    await socket?.close();
    await t?.close();
  });

  it('is a socket only its owner may open', () => {
    const info = statSync(backupSocketPath(t.config.dataDir));
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('streams a backup whose every file row has its bytes, while uploads go on', async () => {
    for (const title of ['before-1', 'before-2']) await upload(title);
    const out = new PassThrough();
    const archive = buffer(out);
    const during = (async () => {
      for (let i = 0; i < 8; i++) await upload(`during-${i}`);
    })();
    await Promise.all([requestBackup(t.config.dataDir, out), during]);
    const { rows, files } = await contentsOf(await archive);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(files).toEqual(expect.arrayContaining(rows));
  });

  it('writes one backup at a time and answers nothing else', async () => {
    const statuses = await Promise.all([get('/backup'), get('/backup')]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await get('/')).toBe(404);
  });

  it('goes with the server', async () => {
    await socket.close();
    expect(existsSync(backupSocketPath(t.config.dataDir))).toBe(false);
  });
});
