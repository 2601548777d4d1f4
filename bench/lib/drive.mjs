// @ts-check
// One run against one URL: at a fixed rate (evenly spaced arrivals) or flat out (autocannon).
import autocannon from 'autocannon';
import { drivePaced } from './paced.mjs';

/** @typedef {import('./types.d.ts').DriveResult} DriveResult */

/**
 * Drives `url` and answers the figures of the run: at a fixed rate, evenly spaced arrivals
 * (paced.mjs); without one, flat out on `connections` (autocannon).
 *
 * Not autocannon's `overallRate` for the fixed rate: it is a per-second budget split over the
 * connections, each second's requests leaving back to back, then the connections waiting for the
 * next second. A "300 req/s" run was then the latency of a saturated server for part of every
 * second (p50 ≈ connections / max throughput, whatever the rate), and its coordinated-omission
 * correction is unusable (autocannon 9 computes the expected interval as ceil(1 / rate) = 1 ms).
 *
 * A POST run (`method` and `nextBody`) builds every request anew with the next body, so each one
 * carries its own (e.g. another month to save).
 *
 * @param {{ url: string, headers?: Record<string, string>, connections: number, durationS: number, rate?: number | null, method?: 'GET' | 'POST', nextBody?: () => string }} options
 * @returns {Promise<DriveResult>}
 */
export async function drive({
  url,
  headers = {},
  connections,
  durationS,
  rate = null,
  method = 'GET',
  nextBody,
}) {
  if (rate) return drivePaced({ url, headers, connections, durationS, rate, method, nextBody });
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    timeout: 10,
    ...(nextBody
      ? { requests: [{ method, setupRequest: (request) => ({ ...request, body: nextBody() }) }] }
      : {}),
  });
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statusCodes[code] = count;
  const completed = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  return {
    rate,
    connections,
    durationS: result.duration,
    rps: completed / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
  };
}
