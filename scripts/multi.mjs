#!/usr/bin/env node
// Many processes, one database (issue 13, ADR 040): three production app processes on one
// PostgreSQL database (a scratch database made from TEST_DATABASE_URL) and one S3 bucket (s3rver),
// driven by `vitest --project multi` (apps/server/src/test/multi/). The test builds the server
// bundle itself (a few seconds); MULTI_SERVER_MAIN=apps/server/dist/main.js reuses a build.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:multi
//
// Without TEST_DATABASE_URL the suite is skipped with a loud warning, except in CI (CI set), where
// it fails: CI always runs it.
import { spawnSync } from 'node:child_process';

const inCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI);

function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = '!'.repeat(width);
  return [bar, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), bar].join('\n');
}

if (!process.env.TEST_DATABASE_URL) {
  const lines = [
    'TEST_DATABASE_URL is not set: the three-process test needs a PostgreSQL server.',
    'Run it with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:multi',
  ];
  if (inCi) {
    console.error(
      `\n${banner(['MULTI-PROCESS TEST FAILED: it cannot run in CI without PostgreSQL.', ...lines])}\n`,
    );
    process.exit(1);
  }
  console.warn(
    `\n${banner(['WARNING: THE MULTI-PROCESS TEST WAS SKIPPED; this is NOT a pass.', ...lines, 'In CI (CI set) this is a failure.'])}\n`,
  );
  process.exit(0);
}

const run = spawnSync('npx', ['vitest', 'run', '--project', 'multi', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
