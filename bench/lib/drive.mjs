// @ts-check
// The autocannon wrapper: one run against one URL, either at a fixed overall rate or flat out.
import autocannon from 'autocannon';

/** @typedef {import('./types.d.ts').DriveResult} DriveResult */

/**
 * Drives `url` and answers the figures of the run.
 *
 * `overallRate` in autocannon is a per-second budget split over the connections: each second's
 * requests leave as fast as the connections allow, then the connections wait for the next second.
 * So a "fixed 100 req/s" run is 100 requests per second in bursts of up to `connections` in
 * flight — stricter than evenly spaced arrivals. Its coordinated-omission correction is switched
 * off because autocannon 9 computes the expected interval as ceil(1 / rate) = 1 ms (seconds vs
 * milliseconds), which would add synthetic samples and bend every percentile; the latencies
 * below are the measured ones.
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
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    timeout: 10,
    ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
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
