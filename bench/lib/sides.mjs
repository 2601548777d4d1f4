// @ts-check
// Driving the planned scenarios against the app and its floor (bench/run.mjs): one target's pass,
// or both side by side on PostgreSQL.
import { maxRun, measure } from './measure.mjs';

/** @typedef {import('./types.d.ts').Scenario} Scenario */
/** @typedef {{ cookie: string, csrfToken: string }} Session */
/** @typedef {import('./measure.mjs').TargetRun} TargetRun */

/**
 * What every run shares: the bench user's session, the sessions of scenarios signed in as
 * another user, and the run settings.
 * @typedef {object} Drive
 * @property {Session} session
 * @property {Map<string, Session>} byUser
 * @property {Omit<import('./measure.mjs').Plan, 'rate'>} settings
 */

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Plan of one scenario: its rate, its path filled in, and for POST the bodies in order (a new
 * sequence from 0 for each target, so the app and the floor get the same requests).
 * @typedef {object} Planned
 * @property {Scenario} scenario
 * @property {number} rate
 * @property {string} path
 * @property {(() => () => string) | undefined} bodies
 */

/** The settings of one target run. @param {Drive} drive @param {number} rate */
const runPlan = ({ settings }, rate) => ({ rate, ...settings });

/**
 * A scenario's request headers, signed in as its user (or the bench user).
 * @param {Scenario} scenario @param {Session} session @param {Map<string, Session>} byUser
 * @returns {Record<string, string>}
 */
function headersOf(scenario, session, byUser) {
  const signedIn = (scenario.user && byUser.get(scenario.user.email)) || session;
  return scenario.method === 'POST'
    ? { cookie: signedIn.cookie, 'x-csrftoken': signedIn.csrfToken, 'content-type': 'application/json' }
    : { cookie: signedIn.cookie };
}

/**
 * Every scenario of one engine against one running target.
 * @param {string} label @param {string} baseUrl @param {Planned[]} plan @param {Drive} drive
 */
export async function driveAll(label, baseUrl, plan, drive) {
  const { session, byUser } = drive;
  /** @type {Map<string, TargetRun>} */
  const runs = new Map();
  for (const { scenario, rate, path: scenarioPath, bodies } of plan) {
    const started = Date.now();
    const run = await measure(
      baseUrl,
      scenarioPath,
      headersOf(scenario, session, byUser),
      runPlan(drive, rate),
      {
        method: scenario.method === 'POST' ? 'POST' : 'GET',
        nextBody: bodies?.(),
      },
    );
    runs.set(scenario.name, run);
    const summary = run.fixed
      ? `${run.fixed.rps.toFixed(1)} req/s at ${rate}/s, p50 ${run.fixed.p50} ms, p99 ${run.fixed.p99} ms; ` +
        `max ${Math.round(run.max?.rps ?? 0)} req/s`
      : `answered ${run.check.status} — not driven`;
    console.log(
      `  ${label.padEnd(5)} ${scenario.name.padEnd(24)} ${summary} (${seconds(Date.now() - started)})`,
    );
  }
  return runs;
}

/**
 * Each scenario on the app and at once on the floor, then flat out once more on each, and each
 * side keeps its faster max: whatever else the machine does meanwhile (autovacuum, other
 * processes) weighs on both sides of a ratio alike, and a side slowed for a few seconds has a
 * second chance, as the other has. POST scenarios keep one max (a second would write again).
 * @param {{ app: string, floor: string }} baseUrls @param {Planned[]} plan @param {Drive} drive
 */
export async function driveSideBySide(baseUrls, plan, drive) {
  const { session, byUser } = drive;
  /** @type {Map<string, TargetRun>} */
  const appRuns = new Map();
  /** @type {Map<string, TargetRun>} */
  const floorRuns = new Map();
  for (const item of plan) {
    const { scenario, rate, path: scenarioPath } = item;
    const name = scenario.name;
    const app = (await driveAll('app', baseUrls.app, [item], drive)).get(name);
    const floor = (await driveAll('floor', baseUrls.floor, [item], drive)).get(name);
    if (!app || !floor) continue;
    appRuns.set(name, app);
    floorRuns.set(name, floor);
    if (scenario.method === 'POST' || !app.max || !floor.max) continue;
    const headers = headersOf(scenario, session, byUser);
    const appAgain = await maxRun(baseUrls.app, scenarioPath, headers, runPlan(drive, rate));
    const floorAgain = await maxRun(baseUrls.floor, scenarioPath, headers, runPlan(drive, rate));
    if (appAgain.rps > app.max.rps) app.max = appAgain;
    if (floorAgain.rps > floor.max.rps) floor.max = floorAgain;
    console.log(
      `  again ${name.padEnd(24)} max app ${Math.round(appAgain.rps)}, floor ${Math.round(floorAgain.rps)} req/s;` +
        ` kept ${Math.round(app.max.rps)} and ${Math.round(floor.max.rps)}`,
    );
  }
  return { appRuns, floorRuns };
}
