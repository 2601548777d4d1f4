// @ts-check
// One scenario against one target (the app or its floor): a check request, a warm-up, the
// fixed-rate run and the max-throughput run — identical for the app and for the floor.
import { drive } from './drive.mjs';

/** @typedef {import('./types.d.ts').DriveResult} DriveResult */

/**
 * @typedef {object} TargetRun
 * @property {{ status: number, body: string }} check  the first response, before any load
 * @property {DriveResult | null} warmup
 * @property {DriveResult | null} fixed  null when the check request failed (no point in driving)
 * @property {DriveResult | null} max
 */

/**
 * @typedef {object} Plan
 * @property {number} rate  req/s of the fixed-rate run
 * @property {number} connections
 * @property {number} maxConnections
 * @property {number} warmupS
 * @property {number} durationS
 * @property {number} maxDurationS
 */

/**
 * What a POST scenario sends: every request (the check, the warm-up's, …) takes the next body.
 * @typedef {object} Send
 * @property {'GET' | 'POST'} method
 * @property {(() => string) | undefined} nextBody
 */

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {Record<string, string>} headers
 * @param {Plan} plan
 * @param {Send} [send]
 * @returns {Promise<TargetRun>}
 */
export async function measure(baseUrl, path, headers, plan, send = { method: 'GET', nextBody: undefined }) {
  const url = `${baseUrl}${path}`;
  const response = await fetch(url, { method: send.method, headers, body: send.nextBody?.() });
  const body = await response.text();
  const check = { status: response.status, body: response.ok ? '' : body.slice(0, 300) };
  if (!response.ok) return { check, warmup: null, fixed: null, max: null };

  const common = { url, headers, method: send.method, nextBody: send.nextBody };
  const warmup = plan.warmupS
    ? await drive({ ...common, connections: plan.connections, durationS: plan.warmupS, rate: plan.rate })
    : null;
  const fixed = await drive({
    ...common,
    connections: plan.connections,
    durationS: plan.durationS,
    rate: plan.rate,
  });
  const max = await maxRun(baseUrl, path, headers, plan, send);
  return { check, warmup, fixed, max };
}

/**
 * The max-throughput run `measure` ends with; run again for a second chance (GET scenarios).
 * @param {string} baseUrl @param {string} path @param {Record<string, string>} headers @param {Plan} plan
 * @param {Send} [send]
 * @returns {Promise<DriveResult>}
 */
export function maxRun(baseUrl, path, headers, plan, send = { method: 'GET', nextBody: undefined }) {
  return drive({
    url: `${baseUrl}${path}`,
    headers,
    method: send.method,
    nextBody: send.nextBody,
    connections: plan.maxConnections,
    durationS: plan.maxDurationS,
  });
}

/** Requests that failed in a target run (socket errors, timeouts, non-2xx). @param {TargetRun | null} run */
export function failuresOf(run) {
  if (!run) return 0;
  if (!run.fixed) return 1;
  return [run.warmup, run.fixed, run.max].reduce((sum, r) => sum + (r ? r.errors + r.non2xx : 0), 0);
}
