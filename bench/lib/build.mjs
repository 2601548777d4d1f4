// @ts-check
// The production build the bench runs: `npm run build` (web, then server) when the web app is
// buildable, otherwise the server alone — the API is what the bench measures, and the server
// runs without a web build (it logs a warning and serves the API only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root @param {string[]} args */
function npm(root, args) {
  const run = spawnSync('npm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() };
}

/**
 * Builds and answers a one-line note on what was built, for the report.
 * @param {string} root
 * @returns {string}
 */
export function buildProduction(root) {
  const serverMain = path.join(root, 'apps/server/dist/main.js');
  const seedCli = path.join(root, 'apps/server/dist/db/seed/cli.js');
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!existsSync(serverMain) || !existsSync(seedCli)) {
      throw new Error('BENCH_SKIP_BUILD=1 but apps/server/dist is not built');
    }
    return 'build skipped (BENCH_SKIP_BUILD=1): existing apps/server/dist';
  }

  let note;
  const webReady = existsSync(path.join(root, 'apps/web/index.html'));
  if (webReady) {
    const full = npm(root, ['run', 'build']);
    if (full.ok) return 'npm run build (web + server)';
    note = `npm run build failed (web build not ready?): built the server only.\n${tail(full.output)}`;
  } else {
    note = 'apps/web has no index.html yet: built the server only (npm run build -w apps/server)';
  }
  const server = npm(root, ['run', 'build', '-w', 'apps/server']);
  if (!server.ok) throw new Error(`npm run build -w apps/server failed:\n${server.output}`);
  if (!existsSync(serverMain) || !existsSync(seedCli)) {
    throw new Error('the server build did not emit dist/main.js and dist/db/seed/cli.js');
  }
  return note;
}

/** @param {string} text */
const tail = (text) =>
  text
    .split('\n')
    .slice(-8)
    .map((line) => `    ${line}`)
    .join('\n');
