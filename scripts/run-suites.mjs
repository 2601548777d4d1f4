#!/usr/bin/env node
// `npm test`: runs each suite in turn (`npm run test:<suite>`), stops at the first that fails, and
// prints how long each took, so CI's log shows where its time goes.
//   node scripts/run-suites.mjs           unit, api, multi, smoke, e2e
//   node scripts/run-suites.mjs unit api  only those
import { spawnSync } from 'node:child_process';

const SUITES = process.argv.length > 2 ? process.argv.slice(2) : ['unit', 'api', 'multi', 'smoke', 'e2e'];
const times = [];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function summary() {
  return times
    .map(
      ({ suite, ms, code }) =>
        `  test:${suite.padEnd(6)} ${seconds(ms).padStart(8)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
    )
    .join('\n');
}

let exitCode = 0;
for (const suite of SUITES) {
  const started = Date.now();
  console.log(`\n[test] ==> test:${suite}`);
  const result = spawnSync('npm', ['run', `test:${suite}`], { stdio: 'inherit' });
  const code = result.status ?? 1;
  times.push({ suite, ms: Date.now() - started, code });
  console.log(
    `[test] <== test:${suite} ${code === 0 ? 'passed' : 'FAILED'} after ${seconds(Date.now() - started)}`,
  );
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
const total = times.reduce((sum, { ms }) => sum + ms, 0);
console.log(`\n[test] suite times:\n${summary()}\n  total        ${seconds(total).padStart(8)}`);
process.exit(exitCode);
