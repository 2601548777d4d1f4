// @ts-check
// CPU per request: what the app and the floor each spend of their own process's CPU time (user and
// system), and what PostgreSQL's backends spend, per path, on the database a bench run kept
// (BENCH_KEEP=1; BENCH_DATABASE on the server of BENCH_DATABASE_URL, as the run names them). Unlike
// req/s on this machine's shared cores, these figures do not move with what else runs, so they
// compare builds. Linux only (/proc).
//   node bench/cpu.mjs payadmin@demo.test /api/invoices/ '/api/invoices/?overdue=true'
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BASE_ENV, BENCH_DATABASE, benchDatabaseUrl, DEFAULT_ADMIN_URL } from './lib/engines.mjs';
import { freePort, startNode, waitForHttp } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const URL = benchDatabaseUrl(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 3000);
const TICKS = 100; // USER_HZ: /proc counts CPU time in hundredths of a second

const [email = '', ...paths] = process.argv.slice(2);
if (!email || !paths.length) {
  console.error('usage: node bench/cpu.mjs <email> <path>… (on a kept bench database, BENCH_KEEP=1)');
  process.exit(2);
}

/** A process's CPU time so far, in ms. @param {number} pid */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: (Number(fields[11]) * 1000) / TICKS, system: (Number(fields[12]) * 1000) / TICKS };
}

/** The CPU time of every PostgreSQL backend connected to the bench database, in ms. */
function postgresCpu() {
  let pids = '';
  try {
    pids = execFileSync('pgrep', ['-f', `postgres ${BENCH_DATABASE}`], { encoding: 'utf8' });
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids.split('\n').filter(Boolean)) {
    try {
      const { user, system } = cpuOf(Number(pid));
      total += user + system;
    } catch {
      // the backend ended
    }
  }
  return total;
}

/** @param {string} url @param {string} cookie @param {number} amount */
const drive = (url, cookie, amount) => autocannon({ url, connections: 4, amount, headers: { cookie } });

/** @param {'app' | 'floor'} which @param {string} cookie */
async function measure(which, cookie) {
  const port = await freePort(3400);
  const child =
    which === 'app'
      ? startNode({
          name: 'app',
          script: 'apps/server/dist/main.js',
          port,
          cwd: ROOT,
          env: { ...BASE_ENV, PORT: String(port), DATABASE_URL: URL },
        })
      : startNode({
          name: 'floor',
          script: 'bench/floor.mjs',
          port,
          cwd: ROOT,
          env: { FLOOR_PORT: String(port), FLOOR_TARGET: JSON.stringify({ engine: 'postgres', url: URL }) },
        });
  try {
    await waitForHttp(child, '/api/health');
    const session = cookie || (await signIn(child.baseUrl, { email, password: 'demo-password' })).cookie;
    for (const route of paths) {
      await drive(`${child.baseUrl}${route}`, session, 300);
      const [before, postgresBefore] = [cpuOf(child.pid), postgresCpu()];
      const result = await drive(`${child.baseUrl}${route}`, session, REQUESTS);
      const [after, postgresAfter] = [cpuOf(child.pid), postgresCpu()];
      const per = (/** @type {number} */ ms) => `${(ms / REQUESTS).toFixed(2)} ms`;
      console.log(
        `${which.padEnd(5)} ${route}: ${per(after.user - before.user)} user + ` +
          `${per(after.system - before.system)} system; PostgreSQL ${per(postgresAfter - postgresBefore)}` +
          (result.non2xx ? `; ${result.non2xx} answers not 2xx` : ''),
      );
    }
    return session;
  } finally {
    await child.stop();
  }
}

const cookie = await measure('app', '');
await measure('floor', cookie);
