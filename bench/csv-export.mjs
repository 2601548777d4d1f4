// @ts-check
// `npm run bench:csv` (bench/csv-export.mjs): the CSV export at scale (issue 12 bar: ≥ 50,000 rows/s with the
// server's RSS growing < 64 MB). Builds the production server (BENCH_SKIP_BUILD=1 reuses it),
// seeds the demo and the invoices of bench/seed-invoices.mjs (2,000 projects × BENCH_CSV_PER_PROJECT,
// 500 by default: 1,000,000 invoices) on PostgreSQL (BENCH_ENGINES=pglite for the embedded engine),
// starts `node apps/server/dist/main.js` as in production, signs in as finance and downloads
// GET invoices/export/ over every day there is, reading the stream as it comes. Prints the rows,
// the rows per second and the app's resident memory before and at its peak during the download
// (sampled every 50 ms from /proc); exits 2 when a bar is missed, 1 on an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A scratch database of its own: another bench may be running on the same server.
process.env.BENCH_DATABASE ??= 'kazi_bench_csv';

const { buildProduction } = await import('./lib/build.mjs');
const { cleanup } = await import('./lib/cleanup.mjs');
const { openSql } = await import('./lib/db.mjs');
const { DEFAULT_ADMIN_URL, preparePglite, preparePostgres } = await import('./lib/engines.mjs');
const { freePort, startNode, waitForHttp } = await import('./lib/server.mjs');
const { signIn } = await import('./lib/session.mjs');
const { seedInvoices } = await import('./seed-invoices.mjs');

const CSV_ROWS_PER_S_BAR = 50_000;
const CSV_RSS_GROWTH_BAR_MB = 64;
const FINANCE = { email: 'payadmin@demo.test', password: 'demo-password' };
const PER_PROJECT = Number(process.env.BENCH_CSV_PER_PROJECT ?? 500);
const ENGINE = process.env.BENCH_ENGINES === 'pglite' ? 'pglite' : 'postgres';

const log = (/** @type {string} */ line) => console.log(line);

/** The resident memory of a process in MB (Linux), or NaN. @param {number} pid */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Downloads the export, counting its lines as they arrive, and samples the app's RSS meanwhile.
 * @param {string} url @param {string} cookie @param {number} pid
 */
async function download(url, cookie, pid) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok || !response.body)
      throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let lines = 0;
    let bytes = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
    }
    return {
      rows: lines - 1,
      bytes,
      seconds: (performance.now() - started) / 1000,
      peak,
      disposition: response.headers.get('content-disposition'),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') log(`build: ${buildProduction(ROOT)}`);
  const outcome =
    ENGINE === 'pglite'
      ? { prepared: preparePglite(ROOT) }
      : await preparePostgres(ROOT, process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
  if ('skipped' in outcome) throw new Error(`PostgreSQL not reachable: ${outcome.skipped}`);
  const { prepared } = outcome;
  log(`${prepared.label}: seeding ${(2_000 * PER_PROJECT).toLocaleString('en')} invoices…`);
  // PGlite: seeded before the app opens the dir (one instance per dir).
  const sql = await openSql(prepared.sqlTarget);
  try {
    log(`  ${await seedInvoices(sql, { perProject: PER_PROJECT })}`);
  } finally {
    await sql.close();
  }

  const port = await freePort(3200);
  const app = startNode({
    name: `app (${ENGINE})`,
    script: path.join(ROOT, 'apps/server/dist/main.js'),
    port,
    // BENCH_APP_NODE_OPTIONS: flags for the app alone (e.g. --trace-gc), printed with its output.
    env: { ...prepared.env, PORT: String(port), NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS },
    cwd: ROOT,
  });
  await waitForHttp(app, '/api/health');
  const session = await signIn(app.baseUrl, FINANCE);
  const url = `${app.baseUrl}/api/invoices/export/?type=sale&start=1900-01-01&end=2099-12-31`;
  // A small export first: the code paths are warm and the baseline is the app at rest after one.
  await download(`${url.replace('1900-01-01', '2099-12-31')}`, session.cookie, app.pid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(app.pid);
  const run = await download(url, session.cookie, app.pid);
  await app.stop();
  if (process.env.BENCH_APP_NODE_OPTIONS) log(app.output());

  const rate = run.rows / run.seconds;
  const growth = run.peak - before;
  log(
    `CSV export (${ENGINE}): ${run.rows.toLocaleString('en')} rows, ${(run.bytes / 1e6).toFixed(1)} MB in ` +
      `${run.seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} rows/s (bar ≥ ${CSV_ROWS_PER_S_BAR.toLocaleString('en')}); ` +
      `app RSS ${before.toFixed(0)} MB before, ${run.peak.toFixed(0)} MB at peak: +${growth.toFixed(1)} MB ` +
      `(bar < ${CSV_RSS_GROWTH_BAR_MB} MB); ${run.disposition}`,
  );
  /** @type {string[]} */
  const misses = [];
  if (rate < CSV_ROWS_PER_S_BAR) misses.push(`CSV export ${Math.round(rate)} rows/s < ${CSV_ROWS_PER_S_BAR}`);
  if (!(growth < CSV_RSS_GROWTH_BAR_MB))
    misses.push(`CSV export RSS growth ${growth.toFixed(1)} MB ≥ ${CSV_RSS_GROWTH_BAR_MB} MB`);
  for (const miss of misses) log(`QUALITY BAR MISSED: ${miss}`);
  return misses.length ? 2 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`\ncsv bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    await cleanup();
    process.exit(1);
  });
