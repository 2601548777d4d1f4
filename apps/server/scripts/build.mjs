// Bundles the server (and the shared package it imports as TypeScript) into dist/;
// npm dependencies stay external and load from node_modules at run time.
import path from 'node:path';
import { build } from 'esbuild';

const external = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kazi/') ? undefined : { path: args.path, external: true },
    );
  },
};

const at = process.argv.indexOf('--outdir');
// A given --outdir is relative to where the command runs; the default is apps/server/dist.
const outdir = at > 0 ? path.resolve(process.cwd(), process.argv[at + 1]) : 'dist';

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: ['src/main.ts', 'src/db/seed/cli.ts'],
  outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // main.ts: the built server serves the web build by default (npm start).
  define: { __KAZI_SERVER_BUILD__: 'true' },
  plugins: [external],
  logLevel: 'warning',
});
console.log(`server built: ${outdir}/main.js`);
