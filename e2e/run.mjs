#!/usr/bin/env node
// Browser journeys, end to end: build → start the production server on a fresh PGlite data dir
// (the demo workspace seeds itself) → `playwright test` against it → stop the server, delete the dir.
//
//   npm run test:e2e                      everything
//   npm run test:e2e -- e2e/login.spec.ts  extra arguments go to `playwright test`
//   E2E_SKIP_BUILD=1 npm run test:e2e     reuse apps/web/dist and apps/server/dist
//   CHROMIUM_PATH=/path/to/chromium       another Chromium than /usr/bin/chromium
//
// Without Chromium the run is skipped with a loud warning, except in CI (CI set), where it fails.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const inCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI);
const healthTimeoutMs = 120_000;

function log(message) {
  console.log(`[e2e] ${message}`);
}

function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = '!'.repeat(width);
  return [bar, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), bar].join('\n');
}

if (!existsSync(chromiumPath)) {
  const lines = [
    `Chromium not found at ${chromiumPath}.`,
    'Install it with: apt-get update && apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium binary. (Never `npx playwright install`.)',
  ];
  if (inCi) {
    console.error(
      `\n${banner(['E2E FAILED: browser tests cannot run in CI without Chromium.', ...lines])}\n`,
    );
    process.exit(1);
  }
  console.warn(
    `\n${banner([
      'WARNING: BROWSER TESTS WERE SKIPPED.',
      'No e2e journey ran; this is NOT a pass.',
      ...lines,
      'In CI (CI set) this is a failure.',
    ])}\n`,
  );
  process.exit(0);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A random free port in a wide range: runs started at the same moment (two terminals, two
 * engineers) would otherwise probe the same first free port and one server would lose the race.
 */
async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port found');
}

const children = new Set();
let server = null;
/** Fresh per run: `data/` (the PGlite dir) and `web/` (a snapshot of the web build). */
let tempDir = null;
/** The server bundle must sit under apps/server to find its migrations (apps/server/drizzle). */
const serverBuildDir = path.join(root, 'apps/server', `.e2e-build-${process.pid}`);

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    log('server did not stop within 10 s: SIGKILL');
    child.kill('SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

function removeTempDir() {
  rmSync(serverBuildDir, { recursive: true, force: true });
  if (!tempDir) return;
  rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
}

async function cleanUp() {
  await stopServer();
  removeTempDir();
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    for (const child of children) if (child !== server) child.kill(signal);
    cleanUp().finally(() => process.exit(130));
  });
}

async function waitForHealth(baseUrl) {
  const deadline = Date.now() + healthTimeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!server || server.exitCode !== null)
      throw new Error(`server exited early (code ${server?.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${healthTimeoutMs / 1000} s (last: ${last})`);
}

async function main() {
  const started = Date.now();
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'kazi-e2e-'));
  const dataDir = path.join(tempDir, 'data');
  // Each run builds into its own directories, so runs in parallel (or a rebuild in another
  // terminal) can never swap the hashed chunks or the server bundle under the pages being tested.
  const webDist = path.join(tempDir, 'web');
  let serverMain = path.join(serverBuildDir, 'main.js');
  if (process.env.E2E_SKIP_BUILD === '1') {
    log('E2E_SKIP_BUILD=1: using the existing build (apps/web/dist, apps/server/dist)');
    cpSync(path.resolve(root, process.env.WEB_DIST || 'apps/web/dist'), webDist, { recursive: true });
    serverMain = path.join(root, 'apps/server/dist/main.js');
  } else {
    log('building the web app and the server…');
    const web = await run(
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: path.join(root, 'apps/web'),
      },
    );
    if (web !== 0) throw new Error(`web build failed (exit ${web})`);
    const server = await run(process.execPath, ['apps/server/scripts/build.mjs', '--outdir', serverBuildDir]);
    if (server !== 0) throw new Error(`server build failed (exit ${server})`);
  }
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build`);
  if (!existsSync(path.join(webDist, 'index.html')))
    log(`WARNING: ${webDist}/index.html is missing: only the API is served`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl} (data dir ${dataDir})`);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
  };
  // Embedded PGlite on the fresh dir, whatever the caller's shell says.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  server = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stderr.write(`[server] ${line}\n`);
    });
  }
  server.on('exit', (code, signal) => {
    if (server) log(`server exited unexpectedly (code ${code}, signal ${signal})`);
  });
  await waitForHealth(baseUrl);
  log(`server ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const given = process.argv.slice(2);
  // Each run keeps its own failure artefacts, so parallel runs do not delete each other's.
  const output = given.some((arg) => arg.startsWith('--output'))
    ? []
    : ['--output', `test-results/run-${process.pid}`];
  const args = ['playwright', 'test', ...output, ...given];
  const code = await run('npx', args, {
    env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath },
  });
  log(`playwright exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s in total`);
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[e2e] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
