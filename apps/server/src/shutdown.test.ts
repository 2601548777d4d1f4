import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testEngine } from './test/app.ts';

/*
 * SIGTERM on the built server (`npm run build -w apps/server`'s bundle), a real process on a real
 * port: a request in flight is answered, new connections are refused, and the exit code says
 * whether everything ended within SHUTDOWN_GRACE_SECONDS (ADR 038). The request stays in flight
 * because its client sends the body slowly, as a slow network would: no hook in the server.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Under apps/server (its migrations and node_modules are found from there), in the ignored dist/. */
const buildDir = path.join(SERVER, 'dist', `shutdown-test-${process.pid}`);

let dataDir: string;
/** PostgreSQL: a fresh database of the run's template (through a test app, dropped with it). */
let pgDatabase: TestApp | null = null;
const children: ChildProcess[] = [];

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', buildDir], { cwd: SERVER });
  dataDir = mkdtempSync(path.join(tmpdir(), 'kazi-shutdown-'));
  if (testEngine() === 'postgres') pgDatabase = await createTestApp();
}, 120_000);
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await pgDatabase?.close();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the first log line (parsed) that `match` accepts, from now or already printed. */
  logged(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

async function startServer(graceSeconds: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, 'main.js')], {
    cwd: SERVER,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      WEB_DIST: dataDir, // no web build: the API alone
      ...(pgDatabase?.config.databaseUrl ? { DATABASE_URL: pgDatabase.config.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
    for (const wake of waiting) wake();
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const logged = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const look = () => {
        const found = lines.find(match);
        if (!found) return;
        waiting.delete(look);
        resolve(found);
      };
      waiting.add(look);
      void exited.then((code) => {
        if (waiting.delete(look)) reject(new Error(`server exited (${code}): ${stderr.join('')}`));
      });
      look();
    });

  await logged((line) => String(line.msg).startsWith('Kazi is serving on'));
  return { port, child, exited, logged };
}

/** A CSRF cookie and its header value, as a browser holds them before a write. */
async function csrf(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('csrftoken='));
  return (cookie?.split(';')[0] ?? '').slice('csrftoken='.length);
}

/**
 * A sign-in whose client sends the headers and half the body, then waits: `finish()` sends the rest.
 * `answer` is the raw HTTP answer once the server closes the connection.
 */
function slowSignIn(port: number, token: string) {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
  const half = Math.floor(body.length / 2);
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.write(
    [
      'POST /api/auth/login/ HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: csrftoken=${token}`,
      `X-CSRFToken: ${token}`,
      '',
      body.slice(0, half),
    ].join('\r\n'),
  );
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const answer = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
  });
  return { answer, finish: () => socket.write(body.slice(half)) };
}

/** Whether a new connection to the port is refused (tried until `withinMs`). */
async function refusesConnections(port: number, withinMs = 5_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const isSignInArriving = (line: Record<string, unknown>) =>
  line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/auth/login/';

describe(`SIGTERM on the built server (${testEngine()})`, () => {
  it('answers the request in flight, refuses new connections, stops its jobs and exits 0', async () => {
    const server = await startServer(20);
    await server.logged((line) => line.msg === 'background jobs started');
    const token = await csrf(server.port);
    const slow = slowSignIn(server.port, token);
    await server.logged(isSignInArriving);

    server.child.kill('SIGTERM');
    await server.logged((line) => line.msg === 'shutting down');
    expect(await refusesConnections(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull(); // still there: a request is in flight

    slow.finish();
    const answer = await slow.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('{"non_field_errors":["Unable to log in with provided credentials."]}');
    expect(await server.exited).toBe(0);
    await server.logged((line) => line.msg === 'shutdown: drained and closed');
  }, 120_000);

  it('exits 1 when a request is still in flight at the end of the grace', async () => {
    const server = await startServer(1);
    const token = await csrf(server.port);
    const slow = slowSignIn(server.port, token);
    await server.logged(isSignInArriving);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await slow.answer).toBe(''); // never answered: the client sees the connection drop
  }, 120_000);
});
