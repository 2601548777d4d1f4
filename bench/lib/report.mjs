// @ts-check
// The printed table, the QUALITY verdicts and the JSON written to .tmp/bench-latest.json.
import { failuresOf } from './measure.mjs';

/** @typedef {import('./types.d.ts').Engine} Engine */
/** @typedef {import('./types.d.ts').Scenario} Scenario */
/** @typedef {import('./measure.mjs').TargetRun} TargetRun */

/**
 * @typedef {object} Row
 * @property {Scenario} scenario
 * @property {Engine} engine
 * @property {number} rate
 * @property {number} p99Bar
 * @property {number | null} ratioBar
 * @property {TargetRun | null} app
 * @property {TargetRun | null} floor
 */

/** A fixed run counts as holding its rate when it completed at least this share of it. */
const RATE_HELD = 0.95;

/** @param {Row} row */
function verdictOf(row) {
  const fixed = row.app?.fixed ?? null;
  const appMax = row.app?.max?.rps ?? null;
  const floorMax = row.floor?.max?.rps ?? null;
  const ratio = appMax !== null && floorMax ? appMax / floorMax : null;
  const failures = failuresOf(row.app) + failuresOf(row.floor);
  const held = fixed ? fixed.rps >= row.rate * RATE_HELD : false;
  const p99Ok = fixed ? held && fixed.p99 < row.p99Bar : false;
  const ratioOk = row.ratioBar === null ? null : ratio !== null && ratio >= row.ratioBar;
  return { ratio, failures, held, p99Ok, ratioOk };
}

/** @param {number | null | undefined} n @param {number} [digits] */
const num = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** @param {number | null | undefined} ms */
const ms = (ms) => (ms === null || ms === undefined ? '–' : `${num(ms)} ms`);

/**
 * @param {Row[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const header = [
    'scenario',
    'engine',
    'rate',
    'req/s',
    'p50',
    'p99',
    'errors',
    'app max',
    'floor max',
    'ratio',
    'floor p50/p99',
    'p99 bar',
    'ratio bar',
  ];
  const body = rows.map((row) => {
    const v = verdictOf(row);
    const fixed = row.app?.fixed;
    const floorFixed = row.floor?.fixed;
    const p99Bar = fixed
      ? `< ${row.p99Bar} ${v.p99Ok ? 'ok' : v.held ? 'MISS' : 'MISS (rate not held)'}`
      : `< ${row.p99Bar} –`;
    const ratioBar = row.ratioBar === null ? 'n/a' : `≥ ${row.ratioBar} ${v.ratioOk ? 'ok' : 'MISS'}`;
    return [
      row.scenario.name,
      row.engine,
      `${row.rate}/s`,
      num(fixed?.rps, 1),
      ms(fixed?.p50),
      ms(fixed?.p99),
      failuresLabel(row),
      num(row.app?.max?.rps),
      num(row.floor?.max?.rps),
      num(v.ratio, 2),
      floorFixed ? `${num(floorFixed.p50)} / ${num(floorFixed.p99)} ms` : '–',
      p99Bar,
      ratioBar,
    ];
  });
  const right = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => String(cells[i]).length)));
  /** @param {string[]} cells */
  const line = (cells) =>
    cells
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** @param {Row} row */
function failuresLabel(row) {
  const parts = [];
  if (row.app && !row.app.fixed) parts.push(`app ${row.app.check.status}`);
  else if (failuresOf(row.app)) parts.push(`app ${failuresOf(row.app)}`);
  if (row.floor && !row.floor.fixed) parts.push(`floor ${row.floor.check.status}`);
  else if (failuresOf(row.floor)) parts.push(`floor ${failuresOf(row.floor)}`);
  return parts.join(', ') || '0';
}

/**
 * The lines explaining every failure and missed bar (empty when all is well).
 * @param {Row[]} rows
 */
export function problemsOf(rows) {
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const misses = [];
  for (const row of rows) {
    const label = `${row.scenario.name} on ${row.engine}`;
    for (const [target, run] of /** @type {const} */ ([
      ['app', row.app],
      ['floor', row.floor],
    ])) {
      if (!run) continue;
      if (!run.fixed) {
        errors.push(`${label}: ${target} answered ${run.check.status} before any load: ${run.check.body}`);
        continue;
      }
      for (const [phase, result] of /** @type {const} */ ([
        ['warm-up', run.warmup],
        ['fixed rate', run.fixed],
        ['max', run.max],
      ])) {
        if (result && (result.errors || result.non2xx)) {
          errors.push(
            `${label}: ${target} ${phase}: ${result.errors} socket errors/timeouts, ${result.non2xx} non-2xx ` +
              `(status codes ${JSON.stringify(result.statusCodes)})`,
          );
        }
      }
    }
    const v = verdictOf(row);
    const fixed = row.app?.fixed;
    if (fixed && !v.held) {
      misses.push(`${label}: rate not held: ${num(fixed.rps, 1)} of ${row.rate} req/s completed`);
    }
    if (fixed && fixed.p99 >= row.p99Bar) {
      misses.push(`${label}: p99 ${fixed.p99} ms at ${row.rate} req/s (bar < ${row.p99Bar} ms)`);
    }
    if (row.ratioBar !== null && v.ratioOk === false) {
      misses.push(`${label}: throughput ratio ${num(v.ratio, 2)} (bar ≥ ${row.ratioBar})`);
    }
  }
  return { errors, misses };
}

/**
 * The machine-readable record of a run.
 * @param {Row[]} rows
 * @param {Record<string, unknown>} meta
 */
export function toJson(rows, meta) {
  return {
    ...meta,
    results: rows.map((row) => {
      const v = verdictOf(row);
      return {
        scenario: row.scenario.name,
        path: row.scenario.path,
        kind: row.scenario.kind,
        engine: row.engine,
        rate: row.rate,
        bars: { p99Ms: row.p99Bar, ratio: row.ratioBar },
        app: row.app,
        floor: row.floor,
        ratio: v.ratio,
        failures: v.failures,
        rateHeld: v.held,
        p99Ok: v.p99Ok,
        ratioOk: v.ratioOk,
      };
    }),
  };
}
