import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { LocalFileStore } from '../../modules/files/storage.ts';
import { testEngine } from '../../test/app.ts';
import { createPglite, fromPglite } from '../client.ts';
import { addFileDocument } from '../factories/documents.ts';
import { createImageFile } from '../factories/files.ts';
import { addParticipant, createProject } from '../factories/projects.ts';
import { createUserWithRole } from '../factories/users.ts';
import { openConfiguredDatabase } from '../open.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SCRIPTS = {
  backup: 'apps/server/src/db/backup/backup-cli.ts',
  restore: 'apps/server/src/db/backup/restore-cli.ts',
} as const;
const DEVELOPER = { email: 'backup-dev@test.test', password: 'backup-password' };

let root: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kazi-backup-'));
});
afterAll(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** The environment of a command run by hand: nothing of this process's but PATH. */
const commandEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env });

function runScript(script: keyof typeof SCRIPTS, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, SCRIPTS[script]), ...args],
      { cwd: ROOT, timeout: 120_000, env: commandEnv(env) },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    children.push(child);
  });
}

/** Rows and files of several kinds, written the way the app writes them, in a data dir of its own. */
async function seed(dataDir: string): Promise<void> {
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  mkdirSync(dataDir);
  const pglite = await createPglite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([snapshot]),
  });
  const { db } = fromPglite(pglite);
  const store = new LocalFileStore(path.join(dataDir, 'files'));
  const developer = await createUserWithRole(db, 'developer', { ...DEVELOPER, fileStore: store });
  const manager = await createUserWithRole(db, 'client_manager', { idDocument: true, fileStore: store });
  const project = await createProject(db, { title: 'Backed up' });
  await addParticipant(db, project.id, developer.id);
  await addFileDocument(db, project.id, 'Contract', 'contract.pdf', manager.id, store);
  await addFileDocument(db, project.id, 'Brief', 'brief.pdf', developer.id, store);
  await createImageFile(db, developer.id, 'avatar.png', store, [200, 30, 30]);
  await pglite.close();
}

/** The built-from-source server on `dataDir`; resolves once it serves. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: commandEnv({ DATA_DIR: dataDir, PORT: '0', JOBS: '0', SEED_DEMO: '0', LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/[\d.:]+)/.exec(output);
      if (listening && output.includes('Kazi is serving')) resolve(listening[1] as string);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<number | null>((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A sign-in through the running server: a session row it wrote and has not checkpointed. */
async function signIn(url: string): Promise<void> {
  const first = await fetch(`${url}/api/health`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] as string;
  const login = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify(DEVELOPER),
  });
  expect(login.status).toBe(200);
}

/** Every table's row count and checksum, and every stored file's SHA-256, of a data dir. */
async function contentsOf(dataDir: string) {
  // Opened as the server opens it (lock, migrations): the app starts on a restored dir.
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), 'maintenance');
  const tables: Record<string, string> = {};
  try {
    const { rows } = await database.executeSql(
      "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    for (const { schemaname, tablename } of rows as { schemaname: string; tablename: string }[]) {
      const [row] = (
        await database.executeSql(
          `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as sum from "${schemaname}"."${tablename}" t`,
        )
      ).rows as { n: number; sum: string }[];
      tables[`${schemaname}.${tablename}`] = `${row?.n}:${row?.sum}`;
    }
  } finally {
    await database.close();
  }
  const filesDir = path.join(dataDir, 'files');
  const files: Record<string, string> = {};
  for (const name of readdirSync(filesDir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(filesDir, name);
    if (/^[\w-]{2}\/[\w-]{20,}$/.test(name))
      files[name] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return { tables, files };
}

const archiveOf = (stdout: string) => /Backup written to (\S+): /.exec(stdout)?.[1] as string;

describe.skipIf(testEngine() === 'postgres')('npm run db:backup / db:restore (embedded database)', () => {
  let source: string;
  let firstArchive: string;
  let fileCount: number;

  it('backs up a running server through it and restores every row and file into a new dir', async () => {
    source = path.join(root, 'source');
    await seed(source);
    const server = await startServer(source);
    await signIn(server.url);

    const backup = await runScript('backup', [path.join(root, 'backups')], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    firstArchive = archiveOf(backup.stdout);
    expect(path.basename(firstArchive)).toMatch(/^kazi-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(await server.stop()).toBe(0);

    const expected = await contentsOf(source);
    expect(expected.tables['public.sessions']).toMatch(/^1:/);
    expect(expected.tables['public.users']).toMatch(/^2:/);
    fileCount = Object.keys(expected.files).length;
    expect(fileCount).toBeGreaterThanOrEqual(3); // the PDFs and the avatar, at least
    expect(expected.tables['public.files']).toMatch(new RegExp(`^${fileCount}:`)); // every row has its bytes

    const restored = path.join(root, 'restored');
    const restore = await runScript('restore', [firstArchive], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored the database and ${fileCount} files`);
    expect(await contentsOf(restored)).toEqual(expected);
  }, 240_000);

  it('backs up a data dir no server holds by opening it itself', async () => {
    const backup = await runScript('backup', [path.join(root, 'offline.tar.gz')], { DATA_DIR: source });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(
      `Backup written to ${path.join(root, 'offline.tar.gz')}: the database and ${fileCount} files`,
    );
  }, 120_000);

  it('refuses to restore into a data dir that is not empty, and changes nothing there', async () => {
    const before = readdirSync(source, { recursive: true }).sort();
    const restore = await runScript('restore', [firstArchive], { DATA_DIR: source });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`The data directory ${source} is not empty`);
    expect(readdirSync(source, { recursive: true }).sort()).toEqual(before);
  }, 120_000);

  it('refuses when the database is PostgreSQL, pointing to pg_dump', async () => {
    const backup = await runScript('backup', [path.join(root, 'pg')], {
      DATA_DIR: path.join(root, 'pg-data'),
      DATABASE_URL: 'postgres://kazi@127.0.0.1:1/kazi',
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump');
    expect(readdirSync(root)).not.toContain('pg');
  }, 120_000);
});
