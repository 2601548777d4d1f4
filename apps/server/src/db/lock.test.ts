import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let dir: string;
const lockFile = () => path.join(dir, '.kazi.lock');
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kazi-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not this one: what another Kazi server looks like from here. */
function liveProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn('true', { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('lockDataDir', () => {
  it('writes this process’s pid, and release removes the lock', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
    release();
  });

  it('creates a data dir that does not exist yet', () => {
    const nested = path.join(dir, 'a', 'b');
    const release = lockDataDir(nested);
    expect(existsSync(path.join(nested, '.kazi.lock'))).toBe(true);
    release();
  });

  it('refuses a dir held by another live process, with a clear message', () => {
    const owner = liveProcess();
    writeFileSync(lockFile(), String(owner));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another Kazi process (pid ${owner}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(owner));
  });

  it.each([
    ['a dead process', async () => String(await deadPid())],
    ['garbage', async () => 'not a pid'],
    ['nothing (a crash between create and write)', async () => ''],
  ])('takes over a lock left by %s', async (_label, content) => {
    writeFileSync(lockFile(), await content());
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('lets the next process in once the owner has released', () => {
    lockDataDir(dir)();
    const release = lockDataDir(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
  });
});

describe('a second server on a held data dir', () => {
  it('exits non-zero with the message', async () => {
    const release = lockDataDir(dir);
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
          {
            cwd: ROOT,
            timeout: 30_000,
            env: {
              PATH: process.env.PATH,
              DATA_DIR: dir,
              PORT: '0',
              JOBS: '0',
              LOG_LEVEL: 'silent',
              SEED_DEMO: '0',
            },
          },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
        );
        children.push(child);
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Kazi cannot start:');
      expect(result.stderr).toContain(`is in use by another Kazi process (pid ${process.pid})`);
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      release();
    }
  });
});
