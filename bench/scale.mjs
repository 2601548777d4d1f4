// @ts-check
// `npm run bench -- scale` (also part of `npm run bench`): the main list endpoints against one and
// then two app processes on one PostgreSQL database, in the same run, flat out; prints each
// list's throughput with one process, with two (the load split evenly between them, as a load
// balancer would) and the ratio. Issue 13 asks for the figure, not a bar: on a machine whose cores
// also run the load generator and PostgreSQL, the ratio is bounded by those cores, not by the app.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction } from './lib/build.mjs';
import { cleanup } from './lib/cleanup.mjs';
import { openSql } from './lib/db.mjs';
import { drive } from './lib/drive.mjs';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/engines.mjs';
import { loadScenarioGroups } from './lib/scenarios.mjs';
import { freePort, startNode, waitForHttp } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_USER = { email: 'dev@demo.test', password: 'demo-password' };
/** The lists measured: one per domain at scale, each scenario as its group defines it. */
const LISTS = [
  'projects/ show_all (200k, admin)',
  'invoices all (1M, finance)',
  'reports pending (1M, staff)',
  'talent-pool search=okafor (100k)',
];
const DURATION_S = Number(process.env.BENCH_MAX_DURATION || 8);
const CONNECTIONS = Number(process.env.BENCH_MAX_CONNECTIONS || 20);

/** @param {string} text */
const log = (text) => console.log(text);

/**
 * Requests per second flat out against the processes together, `CONNECTIONS` split evenly.
 * @param {string[]} baseUrls @param {string} listPath @param {string} cookie
 */
async function throughput(baseUrls, listPath, cookie) {
  const connections = Math.max(1, Math.floor(CONNECTIONS / baseUrls.length));
  const runs = await Promise.all(
    baseUrls.map((baseUrl) =>
      drive({ url: `${baseUrl}${listPath}`, headers: { cookie }, connections, durationS: DURATION_S }),
    ),
  );
  const failed = runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  return { rps: runs.reduce((sum, run) => sum + run.rps, 0), failed };
}

/** @param {number} n */
const fixed = (n) => n.toFixed(1).padStart(8);

export async function benchScale() {
  const started = Date.now();
  log(
    `\nKazi scale bench — ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${CONNECTIONS} connections, ${DURATION_S} s per run`,
  );
  if (process.env.BENCH_SKIP_BUILD !== '1') buildProduction(ROOT);
  const engine = await preparePostgres(ROOT, process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  if ('skipped' in engine) {
    log(`scale: PostgreSQL is not reachable (${engine.skipped}); the scale part needs it: skipped`);
    return 0;
  }
  const { prepared } = engine;
  const groups = await loadScenarioGroups();
  const chosen = groups.flatMap((group) =>
    group.scenarios
      .filter((scenario) => LISTS.includes(scenario.name))
      .map((scenario) => ({ group, scenario })),
  );
  const sql = await openSql(prepared.sqlTarget);
  /** @type {Map<string, Record<string, string | number>>} */
  const vars = new Map();
  try {
    for (const group of new Set(chosen.map(({ group }) => group))) {
      const note = group.seed ? await group.seed(sql) : 'no seed';
      log(`  data: ${group.name}: ${note}`);
      if (group.vars) vars.set(group.name, await group.vars(sql));
    }
    await sql.query('analyze');
    await sql.query('checkpoint');
  } finally {
    await sql.close();
  }

  const start = async (/** @type {string} */ name) => {
    const port = await freePort(3300);
    const app = startNode({
      name,
      script: path.join(ROOT, 'apps/server/dist/main.js'),
      port,
      env: { ...prepared.env, PORT: String(port) },
      cwd: ROOT,
    });
    await waitForHttp(app, '/api/health');
    return app;
  };
  const first = await start('app 1');
  /** @type {Map<string, string>} */
  const cookies = new Map();
  const cookieOf = async (/** @type {{ email: string, password: string }} */ user) => {
    if (!cookies.has(user.email)) cookies.set(user.email, (await signIn(first.baseUrl, user)).cookie);
    return /** @type {string} */ (cookies.get(user.email));
  };
  const listPath = (/** @type {(typeof chosen)[number]} */ { group, scenario }) =>
    scenario.path.replace(/\{(\w+)\}/g, (_, name) =>
      encodeURIComponent(String(vars.get(group.name)?.[name])),
    );

  /** @type {Map<string, { one: number, failed: number }>} */
  const one = new Map();
  for (const item of chosen) {
    const cookie = await cookieOf(item.scenario.user ?? DEFAULT_USER);
    const run = await throughput([first.baseUrl], listPath(item), cookie);
    one.set(item.scenario.name, { one: run.rps, failed: run.failed });
  }
  const second = await start('app 2');
  log(`\n${'list'.padEnd(36)} ${'1 process'.padStart(10)} ${'2 processes'.padStart(12)}  ratio  failed`);
  let failures = 0;
  for (const item of chosen) {
    // Sessions live in the database: the first process's cookie signs in on the second too.
    const cookie = await cookieOf(item.scenario.user ?? DEFAULT_USER);
    const two = await throughput([first.baseUrl, second.baseUrl], listPath(item), cookie);
    const single = one.get(item.scenario.name) ?? { one: 0, failed: 0 };
    failures += single.failed + two.failed;
    const ratio = single.one ? (two.rps / single.one).toFixed(2) : 'n/a';
    log(
      `${item.scenario.name.padEnd(36)} ${fixed(single.one)} /s ${fixed(two.rps)} /s   ${ratio.padStart(4)}  ${single.failed + two.failed}`,
    );
  }
  await Promise.all([first.stop(), second.stop()]);
  log(`scale bench took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchScale()
    .then(async (code) => {
      await cleanup();
      process.exit(code);
    })
    .catch(async (error) => {
      console.error(
        `\nscale bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
      );
      await cleanup();
      process.exit(1);
    });
}
