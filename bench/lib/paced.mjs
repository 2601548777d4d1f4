// @ts-check
// The fixed-rate run: requests that arrive at evenly spaced moments, whatever the server answers.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** @typedef {import('./types.d.ts').DriveResult} DriveResult */

const TIMEOUT_MS = 10_000;

/** The p-th percentile of sorted latencies (nearest rank). @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/** How many requests a run sends. @param {{ rate: number, durationS: number }} run */
const requestsIn = ({ rate, durationS }) => Math.round(rate * durationS);

/**
 * `rate` requests a second for `durationS`, the i-th due at i / rate, over at most `connections`
 * keep-alive sockets: an open load, as people arrive, rather than autocannon's per-second budget
 * (which sends each second's requests back to back, then waits). Each latency runs from the moment
 * its request was due, not from when a socket was free to send it: a server that falls behind pays
 * for the queue it builds (no coordinated omission), as wrk2 and k6's constant-arrival-rate measure.
 *
 * The requests leave from a thread of their own: its heap holds nothing but the run. From the
 * runner's thread, which keeps about 74 MB after seeding, a full collection every second or so
 * held back the requests due meanwhile (pauses and marking steps of 10–35 ms), and their latency
 * counts from when they were due: a list answering p99 5–9 ms alone read 35–55 ms in the bench.
 *
 * @param {{ url: string, headers?: Record<string, string>, connections: number, durationS: number, rate: number, method?: 'GET' | 'POST', nextBody?: () => string }} options
 * @returns {Promise<DriveResult>}
 */
export function drivePaced({ nextBody, ...options }) {
  // A POST run's bodies are written here, in order: the next run of the scenario continues them.
  const bodies = nextBody ? Array.from({ length: requestsIn(options) }, nextBody) : null;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { paced: { ...options, bodies } } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the fixed-rate run's thread exited with ${code}`));
    });
  });
}

if (!isMainThread && workerData?.paced)
  runPaced(workerData.paced).then((result) => parentPort?.postMessage(result));

/**
 * The run itself, in the worker's thread.
 * @param {{ url: string, headers?: Record<string, string>, connections: number, durationS: number, rate: number, method?: 'GET' | 'POST', bodies: string[] | null }} options
 * @returns {Promise<DriveResult>}
 */
function runPaced({ url, headers = {}, connections, durationS, rate, method = 'GET', bodies }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = requestsIn({ rate, durationS });
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statusCodes = {};
  let errors = 0;
  let non2xx = 0;
  let settled = 0;
  let sent = 0;
  const started = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsedS = (performance.now() - started) / 1000;
      const completed = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
      resolve({
        rate,
        connections,
        durationS: elapsedS,
        rps: completed / elapsedS,
        p50: Math.round(percentile(latencies, 50)),
        p90: Math.round(percentile(latencies, 90)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(latencies.at(-1) ?? 0),
        errors,
        non2xx,
        statusCodes,
      });
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };
    const dueAt = (/** @type {number} */ index) => started + (index * 1000) / rate;
    const send = (/** @type {number} */ index) => {
      const due = dueAt(index);
      const body = bodies?.[index];
      let done = false;
      const failed = () => {
        if (done) return;
        done = true;
        errors += 1;
        settle();
      };
      const request = http.request(url, { agent, method, headers, timeout: TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('error', failed);
        response.on('end', () => {
          if (done) return;
          done = true;
          const status = response.statusCode ?? 0;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status < 200 || status >= 300) non2xx += 1;
          latencies.push(performance.now() - due);
          settle();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', failed);
      request.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        send(sent);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    };
    if (total === 0) finish();
    else tick();
  });
}
