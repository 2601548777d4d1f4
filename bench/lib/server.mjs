// @ts-check
// Starting, waiting for and stopping the processes under test (the app and the floor).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { onCleanup } from './cleanup.mjs';

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

const taken = new Set();

/**
 * The bench's environment with `overrides` applied; `undefined` removes a variable (e.g. a
 * DATABASE_URL from the caller's shell must not leak into the PGlite run).
 * @param {Record<string, string | undefined>} overrides
 * @returns {NodeJS.ProcessEnv}
 */
export function mergeEnv(overrides) {
  const env = { ...process.env, ...overrides };
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete env[key];
  return env;
}

/** The first free port from `start` up (ports handed out once per bench run). @param {number} start */
export async function freePort(start = 3200) {
  for (let port = start; port < start + 200; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${start}..${start + 199}`);
}

/**
 * @typedef {object} Child
 * @property {string} name
 * @property {string} baseUrl
 * @property {number} pid
 * @property {() => string} output  the last lines the process printed (for error messages)
 * @property {Promise<number | null>} exited  resolves with the exit code
 * @property {() => Promise<void>} stop  SIGTERM, then SIGKILL after 15 s; resolves once exited
 */

/**
 * Spawns `node <script>` with extra environment (an `undefined` value removes the variable),
 * listening on `port`.
 * @param {{ name: string, script: string, args?: string[], port: number, env: Record<string, string | undefined>, cwd: string }} options
 * @returns {Child}
 */
export function startNode({ name, script, args = [], port, env, cwd }) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: mergeEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const lines = [];
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    forget();
  };
  const forget = onCleanup(`stop ${name} (pid ${child.pid})`, stop, () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => lines.join('\n'),
    exited,
    stop,
  };
}

/**
 * Polls `url` until it answers 200; fails early when the process exits.
 * @param {Child} child
 * @param {string} path
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(child, path, timeoutMs = 90_000) {
  const started = Date.now();
  let exitCode = /** @type {number | null | undefined} */ (undefined);
  void child.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() - started < timeoutMs) {
    if (exitCode !== undefined) {
      throw new Error(`${child.name} exited with code ${exitCode} before answering:\n${child.output()}`);
    }
    try {
      const response = await fetch(`${child.baseUrl}${path}`);
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not answer ${path} within ${timeoutMs / 1000} s:\n${child.output()}`);
}
