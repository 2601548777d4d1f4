// @ts-check
// CPU per request: what the app and the floor each spend of their own process's CPU time (user and
// system), and what PostgreSQL's backends spend, per path, on the database a bench run kept
// (BENCH_KEEP=1; BENCH_DATABASE on the server of BENCH_DATABASE_URL, as the run names them). Unlike
// req/s on this machine's shared cores, these figures do not move with what else runs; the
// machine's own speed does move them (by a third within minutes on some machines of this kind),
// so the app and the floor run side by side and take turns, round after round, and each round
// gives the app's CPU over the floor's: a ratio both sides of which met the same machine.
// Linux only (/proc).
//   node bench/cpu.mjs payadmin@demo.test /api/invoices/ '/api/invoices/?overdue=true'
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BASE_ENV, BENCH_DATABASE, benchDatabaseUrl, DEFAULT_ADMIN_URL } from './lib/engines.mjs';
import { median } from './lib/median.mjs';
import { freePort, startNode, waitForHttp } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const URL = benchDatabaseUrl(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 3000);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
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

/** @param {'app' | 'floor'} which */
async function start(which) {
  const port = await freePort(which === 'app' ? 3400 : 3450);
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
  await waitForHttp(child, '/api/health');
  return child;
}

/**
 * One side's CPU a request on one path, over REQUESTS requests.
 * @param {{ pid: number, baseUrl: string }} child @param {string} route @param {string} cookie
 */
async function measure(child, route, cookie) {
  const [before, postgresBefore] = [cpuOf(child.pid), postgresCpu()];
  const result = await drive(`${child.baseUrl}${route}`, cookie, REQUESTS);
  const [after, postgresAfter] = [cpuOf(child.pid), postgresCpu()];
  return {
    user: (after.user - before.user) / REQUESTS,
    system: (after.system - before.system) / REQUESTS,
    postgres: (postgresAfter - postgresBefore) / REQUESTS,
    non2xx: result.non2xx,
  };
}

const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`;

const app = await start('app');
const floor = await start('floor').catch(async (error) => {
  await app.stop();
  throw error;
});
try {
  const { cookie } = await signIn(app.baseUrl, { email, password: 'demo-password' });
  for (const route of paths) {
    await drive(`${app.baseUrl}${route}`, cookie, 300);
    await drive(`${floor.baseUrl}${route}`, cookie, 300);
    /** @type {number[]} */
    const ratios = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const sides = { app: await measure(app, route, cookie), floor: await measure(floor, route, cookie) };
      for (const [which, side] of Object.entries(sides)) {
        console.log(
          `${which.padEnd(5)} ${route} (round ${round}): ${ms(side.user)} user + ${ms(side.system)} system; ` +
            `PostgreSQL ${ms(side.postgres)}${side.non2xx ? `; ${side.non2xx} answers not 2xx` : ''}`,
        );
      }
      ratios.push((sides.app.user + sides.app.system) / (sides.floor.user + sides.floor.system));
    }
    console.log(
      `ratio ${route}: the app's CPU / the floor's ${median(ratios).toFixed(2)} (median of ${ROUNDS} rounds: ` +
        `${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  await Promise.all([app.stop(), floor.stop()]);
}
