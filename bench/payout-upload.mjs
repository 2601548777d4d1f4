// @ts-check
// `node bench/payout-upload.mjs` (BENCH_SKIP_BUILD=1 reuses the build): the reconciling upload's
// preview of a 10,000-row bank sheet (ADR 035; bar < 5 s), through the production server on a
// fresh PGlite demo with 10,000 approved, unpaid payouts added. The sheet names each payout with
// its amount, one row in ten off by a cent (an exception); the preview is posted RUNS times after
// a warm-up (nothing is paid: previews change nothing), then applied once. Prints every timing;
// exits 2 when the slowest preview misses the bar.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { buildProduction } from './lib/build.mjs';
import { cleanup } from './lib/cleanup.mjs';
import { openSql } from './lib/db.mjs';
import { preparePglite } from './lib/engines.mjs';
import { freePort, startNode, waitForHttp } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const PREVIEW_BAR_MS = 5000;
const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} message */
const log = (message) => console.log(`[payout-upload] ${message}`);

/** 10,000 approved, unpaid EUR payouts by IBAN to the demo developer, on the demo's first project. */
async function seedPayouts(/** @type {import('./lib/db.mjs').SqlTarget} */ target) {
  const sql = await openSql(target);
  try {
    return await sql.query(
      `insert into invoices (type, project_id, user_id, title, issued_at, due_at, currency,
         amount_minor, total_minor, status, payment_platform)
       select 'purchase', (select min(id) from projects), (select id from users where email = 'dev@demo.test'),
         'Bench payout ' || n, current_date, current_date + 14, 'EUR', 1000 + n, 1000 + n, 'approved', 'iban'
       from generate_series(1, ${ROWS}) as n
       returning id, total_minor`,
    );
  } finally {
    await sql.close();
  }
}

/** @param {{ id: number, total_minor: number | string }[]} payouts */
async function bankSheet(payouts) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Executed');
  sheet.addRow(['Reference', 'Beneficiary name', 'IBAN', 'BIC', 'Amount (EUR)', 'Title']);
  payouts.forEach((payout, index) => {
    const minor = Number(payout.total_minor) + (index % 10 === 9 ? 1 : 0);
    sheet.addRow([`PO-${payout.id}`, 'Amina Nakato', 'GB29NWBK60161331926819', null, minor / 100, 'Bench']);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * @param {string} baseUrl @param {{ cookie: string, csrfToken: string }} session @param {Buffer} bytes
 * @returns {Promise<{ ms: number, body: { preview_token: string, to_pay_count: number, exceptions: unknown[] } }>}
 */
async function preview(baseUrl, session, bytes) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'bank.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/invoices/upload/`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`preview answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

async function main() {
  log(buildProduction(root));
  const prepared = preparePglite(root);
  if (prepared.sqlTarget.engine !== 'pglite') throw new Error('expected PGlite');
  const payouts = await seedPayouts(prepared.sqlTarget);
  const bytes = await bankSheet(/** @type {never} */ (payouts));
  log(`${payouts.length} payouts seeded; sheet of ${ROWS} rows, ${(bytes.length / 1024).toFixed(0)} KB`);
  const port = await freePort();
  const app = startNode({
    name: 'app',
    script: path.join(root, 'apps/server/dist/main.js'),
    port,
    env: { ...prepared.env, PORT: String(port), HOST: '127.0.0.1' },
    cwd: root,
  });
  await waitForHttp(app, '/api/health');
  const session = await signIn(app.baseUrl, { email: 'payadmin@demo.test', password: 'demo-password' });
  await preview(app.baseUrl, session, bytes);
  /** @type {number[]} */
  const times = [];
  let last = await preview(app.baseUrl, session, bytes);
  for (let run = 0; run < RUNS; run++) {
    last = await preview(app.baseUrl, session, bytes);
    times.push(last.ms);
  }
  const to = last.body.to_pay_count;
  log(
    `preview of ${ROWS} rows (${to} to pay, ${last.body.exceptions.length} exceptions), ${RUNS} runs: ` +
      times.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
  );
  const applyStarted = performance.now();
  const applied = await fetch(`${app.baseUrl}/api/invoices/upload/apply/`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ preview_token: last.body.preview_token }),
  });
  const appliedBody = await applied.json();
  log(
    `apply of ${to} payouts: ${applied.status} ${appliedBody.message ?? ''} in ${(performance.now() - applyStarted).toFixed(0)} ms`,
  );
  await app.stop();
  const slowest = Math.max(...times);
  log(
    `slowest preview ${slowest.toFixed(0)} ms (bar ${PREVIEW_BAR_MS} ms): ${slowest < PREVIEW_BAR_MS ? 'holds' : 'MISSED'}`,
  );
  return slowest < PREVIEW_BAR_MS && applied.ok ? 0 : 2;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
