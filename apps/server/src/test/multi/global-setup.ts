import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverMain: string;
  }
}

const SERVER = path.resolve(import.meta.dirname, '../../..');

/**
 * The production server the processes run: `MULTI_SERVER_MAIN` when given (a build made already,
 * e.g. apps/server/dist/main.js), else the server bundle built here (esbuild, a few seconds; the
 * web build, the slow part, is not needed: the processes serve the API). It sits under apps/server
 * so that it finds the migrations, in a directory of its own per run.
 */
export default function setup(project: TestProject) {
  const given = process.env.MULTI_SERVER_MAIN;
  if (given) {
    if (!existsSync(given)) throw new Error(`MULTI_SERVER_MAIN=${given} does not exist`);
    project.provide('serverMain', path.resolve(given));
    return;
  }
  const outdir = path.join(SERVER, `.multi-build-${process.pid}`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], {
    cwd: SERVER,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  project.provide('serverMain', path.join(outdir, 'main.js'));
  return () => rmSync(outdir, { recursive: true, force: true });
}
