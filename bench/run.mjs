// @ts-check
// `npm run bench`: builds the production server, then per engine (PGlite, PostgreSQL when
// reachable) seeds the demo, starts `node apps/server/dist/main.js`, signs in and drives every
// scenario at a fixed rate and flat out, and the floor (bare Fastify + the same SQL on the same
// data) identically: on PostgreSQL both run at once, each scenario on the app then on the floor
// and flat out once more on each (the faster max counts); on PGlite (one process per data dir)
// the app's pass, then the floor's. Prints the table, writes
// .tmp/bench-latest.json, exits 1 on any failed request, 2 when a QUALITY bar is missed.
// Then the browser part (bench/browser.mjs): click-to-content times and Lighthouse scores.
// Then the payout files part (bench/csv-export.mjs, bench/payout-upload.mjs): the CSV export of
// 1,000,000 rows and a 10,000-row upload preview.
// Then the scale part (bench/scale.mjs): the main lists against one and then two app processes.
// `npm run bench -- api`, `-- files`, `-- scale` or `-- browser` runs one part. Settings (environment): see bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBrowser, LIGHTHOUSE_BAR, WARM_BAR_MS } from './browser.mjs';
import { buildProduction } from './lib/build.mjs';
import { cleanup } from './lib/cleanup.mjs';
import { openSql } from './lib/db.mjs';
import { DEFAULT_ADMIN_URL, preparePglite, preparePostgres } from './lib/engines.mjs';
import { formatTable, problemsOf, toJson } from './lib/report.mjs';
import { loadScenarioGroups } from './lib/scenarios.mjs';
import { freePort, startNode, waitForHttp } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';
import { driveAll, driveSideBySide } from './lib/sides.mjs';
import { benchPdf, PDF_BAR_MS } from './pdf.mjs';

/** @typedef {import('./lib/types.d.ts').Engine} Engine */
/** @typedef {import('./lib/types.d.ts').Scenario} Scenario */
/** @typedef {import('./lib/types.d.ts').Vars} Vars */
/** @typedef {import('./lib/report.mjs').Row} Row */
/** @typedef {import('./lib/engines.mjs').PreparedEngine} PreparedEngine */
/** @typedef {import('./lib/sides.mjs').Planned} Planned */
/** @typedef {{ cookie: string, csrfToken: string }} Session */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** `npm run bench -- api`, `-- files`, `-- scale` or `-- browser` runs one part; all by default. */
const PART = process.argv[2] ?? 'all';
if (!['all', 'api', 'files', 'scale', 'browser'].includes(PART))
  throw new Error(`npm run bench -- [api|files|scale|browser], got "${PART}"`);
const BENCH_USER = { email: 'dev@demo.test', password: 'demo-password' };

/** Engine defaults from docs/quality.md (Performance). */
const ENGINE_DEFAULTS = /** @type {const} */ ({
  pglite: { rate: 100, p99Bar: 150 },
  postgres: { rate: 300, p99Bar: 50 },
});

/** @param {string} name @param {number} fallback */
const numberEnv = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got ${raw}`);
  return value;
};

const settings = {
  engines: /** @type {Engine[]} */ (
    (process.env.BENCH_ENGINES ?? 'pglite,postgres')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
  ),
  enginesExplicit: Boolean(process.env.BENCH_ENGINES),
  only: process.env.BENCH_ONLY ?? '',
  adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
  warmupS: numberEnv('BENCH_WARMUP', 2),
  durationS: numberEnv('BENCH_DURATION', 10),
  maxDurationS: numberEnv('BENCH_MAX_DURATION', 8),
  connections: numberEnv('BENCH_CONNECTIONS', 10),
  maxConnections: numberEnv('BENCH_MAX_CONNECTIONS', 20),
};
for (const engine of settings.engines) {
  if (!(engine in ENGINE_DEFAULTS)) throw new Error(`BENCH_ENGINES: unknown engine "${engine}"`);
}

/** @param {string} text */
const log = (text) => console.log(text);
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Seeds at scale (scenario `seed` hooks) and collects the data facts and the groups' `vars`, while
 * the app is down.
 * @param {PreparedEngine} prepared
 * @param {import('./lib/types.d.ts').ScenarioGroup[]} groups
 */
async function seedAndDescribe(prepared, groups) {
  const sql = await openSql(prepared.sqlTarget);
  /** @type {string[]} */
  const facts = [];
  /** @type {Map<string, Vars>} */
  const vars = new Map();
  try {
    let seeded = false;
    for (const group of groups) {
      if (!group.seed) continue;
      const started = Date.now();
      const note = await group.seed(sql);
      seeded = true;
      facts.push(`${group.name} seed: ${note ?? 'done'} (${seconds(Date.now() - started)})`);
    }
    if (seeded) await sql.query('analyze');
    // Millions of rows just loaded are still to be written out: without a checkpoint here, the
    // server flushes them during the first scenarios, and app and floor alike slow down.
    if (seeded && sql.engine === 'postgres') await sql.query('checkpoint');
    for (const group of groups) if (group.facts) facts.push(`${group.name}: ${await group.facts(sql)}`);
    for (const group of groups) if (group.vars) vars.set(group.name, await group.vars(sql));
  } finally {
    await sql.close();
  }
  return { facts, vars };
}

/**
 * A scenario's path with its `{name}` placeholders filled from its group's vars.
 * @param {string} path @param {Vars} vars
 */
function resolvePath(path, vars) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}} (the group's vars)`);
    return encodeURIComponent(String(value));
  });
}

/**
 * @param {Engine} engine
 * @param {PreparedEngine} prepared
 * @param {import('./lib/types.d.ts').ScenarioGroup[]} groups
 * @returns {Promise<{ rows: Row[], facts: string[], startMs: number }>}
 */
async function benchEngine(engine, prepared, groups) {
  const defaults = ENGINE_DEFAULTS[engine];
  const scenarios = groups
    .flatMap((group) => group.scenarios)
    .filter((s) => !s.engines || s.engines.includes(engine))
    .filter((s) => !settings.only || settings.only.split('|').some((part) => s.name.includes(part)));
  // Only the groups with a scenario to drive seed their data (BENCH_ONLY skips the others' seeds).
  const planned = groups.filter((group) => group.scenarios.some((s) => scenarios.includes(s)));
  const { facts, vars } = await seedAndDescribe(prepared, planned);
  for (const fact of facts) log(`  data: ${fact}`);
  /** @type {Planned[]} */
  const plan = planned.flatMap((group) => {
    const values = vars.get(group.name) ?? {};
    return group.scenarios
      .filter((scenario) => scenarios.includes(scenario))
      .map((scenario) => {
        const body = scenario.body;
        return {
          scenario,
          rate: scenario.rate?.[engine] ?? defaults.rate,
          path: resolvePath(scenario.path, values),
          bodies: body
            ? () => {
                let i = 0;
                return () => JSON.stringify(body(i++, values));
              }
            : undefined,
        };
      });
  });

  const startFloor = async () => {
    const floorPort = await freePort(3200);
    const floor = startNode({
      name: `floor (${engine})`,
      script: path.join(ROOT, 'bench/floor.mjs'),
      port: floorPort,
      env: { FLOOR_PORT: String(floorPort), FLOOR_TARGET: JSON.stringify(prepared.sqlTarget) },
      cwd: ROOT,
    });
    await waitForHttp(floor, '/api/health');
    return floor;
  };

  const appPort = await freePort(3200);
  const app = startNode({
    name: `app (${engine})`,
    script: path.join(ROOT, 'apps/server/dist/main.js'),
    port: appPort,
    env: { ...prepared.env, PORT: String(appPort) },
    cwd: ROOT,
  });
  const startMs = await waitForHttp(app, '/api/health');
  log(`  app up on ${app.baseUrl} in ${seconds(startMs)} (pid ${app.pid})`);
  const session = await signIn(app.baseUrl, BENCH_USER);
  // Scenarios with a `user` (e.g. an admin list) sign in once per user.
  /** @type {Map<string, Session>} */
  const byUser = new Map();
  for (const { scenario } of plan) {
    if (scenario.user && !byUser.has(scenario.user.email))
      byUser.set(scenario.user.email, await signIn(app.baseUrl, scenario.user));
  }
  const drive = {
    session,
    byUser,
    settings: {
      connections: settings.connections,
      maxConnections: settings.maxConnections,
      warmupS: settings.warmupS,
      durationS: settings.durationS,
      maxDurationS: settings.maxDurationS,
    },
  };
  /** @type {Map<string, import('./lib/measure.mjs').TargetRun>} */
  let appRuns;
  /** @type {Map<string, import('./lib/measure.mjs').TargetRun>} */
  let floorRuns;
  if (engine === 'postgres') {
    const floor = await startFloor();
    ({ appRuns, floorRuns } = await driveSideBySide({ app: app.baseUrl, floor: floor.baseUrl }, plan, drive));
    await Promise.all([app.stop(), floor.stop()]);
  } else {
    appRuns = await driveAll('app', app.baseUrl, plan, drive);
    await app.stop();
    // The app is down before the floor opens the same data (one PGlite instance per dir).
    const floor = await startFloor();
    floorRuns = await driveAll('floor', floor.baseUrl, plan, drive);
    await floor.stop();
  }

  const rows = plan.map(({ scenario, rate }) => ({
    scenario,
    engine,
    rate,
    p99Bar: scenario.p99Bar?.[engine] ?? defaults.p99Bar,
    ratioBar: scenario.ratioBar ?? null,
    app: appRuns.get(scenario.name) ?? null,
    floor: floorRuns.get(scenario.name) ?? null,
  }));
  return { rows, facts, startMs };
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg().map((n) => n.toFixed(2));
  log(
    `Kazi bench — ${os.cpus().length} CPUs, Node ${process.version}, load generator on the same machine ` +
      `(load average ${loadBefore.join(' ')})`,
  );
  if ((os.loadavg()[0] ?? 0) > os.cpus().length * 0.5) {
    log(
      '  WARNING: the machine is busy (1-minute load average above half the CPUs): other work skews ' +
        'every figure below; rerun on a quiet machine before comparing with the bars.',
    );
  }
  log(
    `  fixed rate: ${settings.connections} connections, ${settings.warmupS} s warm-up + ${settings.durationS} s; ` +
      `max throughput: ${settings.maxConnections} connections, ${settings.maxDurationS} s`,
  );

  const buildStarted = Date.now();
  const buildNote = buildProduction(ROOT);
  log(`build: ${buildNote} (${seconds(Date.now() - buildStarted)})`);

  const groups = await loadScenarioGroups();
  /** @type {Row[]} */
  const rows = [];
  /** @type {Record<string, unknown>} */
  const engines = {};
  /** @type {string[]} */
  const skipped = [];

  for (const engine of settings.engines) {
    const engineStarted = Date.now();
    log(`\n${engine}:`);
    /** @type {PreparedEngine} */
    let prepared;
    if (engine === 'pglite') {
      prepared = preparePglite(ROOT);
    } else {
      const outcome = await preparePostgres(ROOT, settings.adminUrl);
      if ('skipped' in outcome) {
        const reason = `PostgreSQL not reachable (${outcome.skipped}); set BENCH_DATABASE_URL to an admin URL`;
        if (settings.enginesExplicit) throw new Error(reason);
        log(`  SKIPPED: ${reason}`);
        skipped.push(reason);
        continue;
      }
      prepared = outcome.prepared;
    }
    log(`  ${prepared.label}, demo seeded by apps/server/dist/db/seed/cli.js --demo`);
    const result = await benchEngine(engine, prepared, groups);
    rows.push(...result.rows);
    engines[engine] = {
      label: prepared.label,
      facts: result.facts,
      startMs: result.startMs,
      elapsedS: (Date.now() - engineStarted) / 1000,
    };
    await cleanup(); // drop this engine's scratch data before the next engine runs
  }

  const pdf = await benchPdf();
  const { errors, misses } = problemsOf(rows);
  if (pdf.p99 >= PDF_BAR_MS) misses.push(`invoice PDF p99 ${pdf.p99.toFixed(1)} ms ≥ ${PDF_BAR_MS} ms`);
  const elapsedS = (Date.now() - started) / 1000;
  log(`\n${formatTable(rows)}\n`);
  log(
    `invoice PDF (12 lines) rendered ${pdf.runs} times in process: mean ${pdf.mean.toFixed(1)} ms, ` +
      `p50 ${pdf.p50.toFixed(1)} ms, p99 ${pdf.p99.toFixed(1)} ms (bar ${PDF_BAR_MS} ms).`,
  );
  log(
    'rate/req/s/p50/p99: the app at the fixed rate; app max / floor max: req/s flat out; ' +
      'ratio = app max / floor max (PostgreSQL: the better of two runs each); floor p50/p99 at the same fixed rate.',
  );
  log(
    'ratio bar: QUALITY asks ≥ 0.75 for list endpoints at scale (projects, invoices, timesheets) on PostgreSQL.',
  );
  for (const reason of skipped) log(`skipped: ${reason}`);
  if (errors.length) log(`\nFAILED REQUESTS:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  if (misses.length) log(`\nQUALITY BARS MISSED:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  if (!errors.length && !misses.length) log('\nAll requests succeeded and every QUALITY bar holds.');
  log(
    `\nbench took ${seconds(elapsedS * 1000)}; load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  const exitCode = errors.length ? 1 : misses.length ? 2 : 0;
  const out = path.join(ROOT, '.tmp/bench-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  const json = toJson(rows, {
    finishedAt: new Date().toISOString(),
    elapsedS,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      node: process.version,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg().map((n) => n.toFixed(2)),
    },
    build: buildNote,
    settings: { ...settings, adminUrl: undefined },
    engines,
    pdf,
    skipped,
    errors,
    misses,
    exitCode,
  });
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  log(`figures written to ${path.relative(ROOT, out)}`);
  return exitCode;
}

/** The browser part (bench/browser.mjs); `built`: the API part already built the app. */
async function browserPart(built = false) {
  const started = Date.now();
  log('\nbrowser (Playwright + Lighthouse, Debian Chromium):');
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
    if (PART === 'browser') throw new Error(reason);
    log(`  SKIPPED: ${reason}`);
    return 0;
  }
  if (!built) log(`build: ${buildProduction(ROOT)}`);
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is not built');
  const result = await benchBrowser({
    root: ROOT,
    chromiumPath: CHROMIUM_PATH,
    warmRounds: numberEnv('BENCH_WARM_ROUNDS', 3),
    lighthouseRuns: numberEnv('BENCH_LIGHTHOUSE_RUNS', 1),
    log,
  });
  if (result.misses.length) log(`\nBROWSER BARS MISSED:\n${result.misses.map((m) => `  - ${m}`).join('\n')}`);
  else
    log(
      `\nEvery warm navigation under ${WARM_BAR_MS} ms; Lighthouse mobile performance ≥ ${LIGHTHOUSE_BAR}.`,
    );
  const out = path.join(ROOT, '.tmp/bench-browser-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  const json = {
    finishedAt: new Date().toISOString(),
    elapsedS: (Date.now() - started) / 1000,
    loadAverage: os.loadavg().map((n) => n.toFixed(2)),
    ...result,
  };
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  log(`browser bench took ${seconds(Date.now() - started)}; figures written to ${path.relative(ROOT, out)}`);
  return result.misses.length ? 2 : 0;
}

/**
 * The payout files part: the CSV export of 1,000,000 rows (bench/csv-export.mjs) and the 10,000-row
 * upload preview (bench/payout-upload.mjs), each its own script with its own data; their exit codes
 * mean what this one's do. `built`: an earlier part already built the app.
 */
function filesPart(built = false) {
  return Math.max(
    ...['csv-export.mjs', 'payout-upload.mjs'].map((script) => runScript('files', script, built)),
  );
}

/** One part's script in its own process; its exit code means what this one's do. */
function runScript(/** @type {string} */ part, /** @type {string} */ script, built = false) {
  log(`\n${part}: bench/${script}`);
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bench', script)], {
    stdio: 'inherit',
    env: { ...process.env, ...(built ? { BENCH_SKIP_BUILD: '1' } : {}) },
  });
  return run.status ?? 1;
}

async function runParts() {
  if (PART === 'browser') return browserPart();
  if (PART === 'files') return filesPart();
  if (PART === 'scale') return runScript('scale', 'scale.mjs');
  const apiCode = await main();
  if (PART === 'api') return apiCode;
  await cleanup();
  const filesCode = filesPart(true);
  const scaleCode = runScript('scale', 'scale.mjs', true);
  return Math.max(apiCode, filesCode, scaleCode, await browserPart(true));
}

runParts()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    await cleanup();
    process.exit(1);
  });
