import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../modules/files/storage.ts';
import { dumpDatabase, writeBackupArchive } from './write-archive.ts';

/**
 * Two PGlite instances must never open one data dir, so the backup of a running server is made by
 * that server: it answers `GET /backup` on a Unix socket inside its data dir, readable and
 * writable by its own user only, the one who can read the data dir anyway (ADR 039).
 */
export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, '.kazi-backup.sock');
}

/** The longest Unix socket path Linux takes (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

export function socketPathFits(socketPath: string): boolean {
  return Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES;
}

export interface BackupSocket {
  /** Stops taking requests, lets a backup being written finish, removes the socket. */
  close(): Promise<void>;
}

interface Served {
  dataDir: string;
  pglite: PGlite;
  files: FileStore | null;
  log: FastifyBaseLogger;
}

const text = { 'content-type': 'text/plain; charset=utf-8' };

function backupHandler({ pglite, files, log }: Served): http.RequestListener {
  let running = false;
  return async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404, text).end('Not found.\n');
      return;
    }
    // One at a time: a dump is the whole database in memory.
    if (running) {
      response.writeHead(409, text).end('A backup is already being written: try again once it is done.\n');
      return;
    }
    running = true;
    try {
      const database = await dumpDatabase(pglite);
      response.writeHead(200, { 'content-type': 'application/gzip' });
      const manifest = await writeBackupArchive({ database, files }, response);
      log.info({ files: manifest.files }, 'backup written');
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      if (response.headersSent) response.destroy();
      else response.writeHead(500, text).end('The backup failed: see the server log.\n');
    } finally {
      running = false;
    }
  };
}

/** Listens on the data dir's backup socket; null when its path is too long for a socket. */
export async function serveBackups(served: Served): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(served.dataDir);
  if (!socketPathFits(socketPath)) {
    served.log.warn(
      `npm run db:backup cannot reach this server: the path of its backup socket (${socketPath}) is longer than ${MAX_SOCKET_PATH_BYTES} bytes; use a shorter DATA_DIR`,
    );
    return null;
  }
  // Left by a server that was killed: this process holds the data dir's lock, so no one else uses it.
  await rm(socketPath, { force: true });
  const server = http.createServer(backupHandler(served));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is bound within listen(): created 0600 from the start, not changed after.
    const previousMask = process.umask(0o177);
    try {
      server.listen(socketPath, resolve);
    } finally {
      process.umask(previousMask);
    }
  });
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server holding `dataDir` for a backup and writes the archive it streams to `out`. */
export async function requestBackup(dataDir: string, out: Writable): Promise<void> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get({ socketPath: backupSocketPath(dataDir), path: '/backup', agent: false }, resolve)
      .once('error', reject);
  });
  if (response.statusCode !== 200) {
    const reason = (await buffer(response)).toString('utf8').trim();
    throw new Error(reason || `The server answered ${response.statusCode}.`);
  }
  await pipeline(response, out);
}
