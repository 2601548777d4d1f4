import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { serveBackups } from './db/backup/socket.ts';
import { DataDirLockedError } from './db/lock.ts';
import { MigrationError } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { startConfiguredJobs } from './jobs/boss.ts';
import { checkFileStore, createFileStore, FileStoreUnusableError } from './modules/files/store.ts';
import { warnIfMailboxMode } from './modules/mail/mailbox-mode.ts';
import { warnIfTwoFactorOff } from './modules/two-factor/setting.ts';
import { shutDown } from './shutdown.ts';

/** Set by scripts/build.mjs: this is the bundle `npm start` runs, not `npm run dev`'s source. */
declare const __KAZI_SERVER_BUILD__: boolean | undefined;
const serverBuild = typeof __KAZI_SERVER_BUILD__ !== 'undefined' && __KAZI_SERVER_BUILD__;

/** The built web app sits next to the server bundle unless WEB_DIST says otherwise. */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The built server serves the web build (`npm start`); under `npm run dev` Vite serves it.
  if (!config.webDist && (serverBuild || config.env === 'production')) config.webDist = defaultWebDist();

  const fileStore = createFileStore(config.fileStore);
  await checkFileStore(fileStore, config.fileStore);
  const database = await openConfiguredDatabase(config);
  if (!config.databaseUrl && config.seedDemo)
    await seedDemoIfEmpty(database.db, console.log, { fileStore, publicUrl: config.publicUrl });

  const app = await buildApp(config, { database, fileStore });
  warnIfMailboxMode(config, app.log);
  warnIfTwoFactorOff(app.twoFactor, app.log);
  const jobs = await startConfiguredJobs(app);
  // Only this process may open the embedded database, so `npm run db:backup` asks it (ADR 039).
  const backups = database.pglite
    ? await serveBackups({
        dataDir: config.dataDir,
        pglite: database.pglite,
        files: config.fileStore.kind === 'local' ? fileStore : null,
        log: app.log,
      })
    : null;

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down');
    process.exit(await shutDown({ app, jobs, backups, database, graceMs: config.shutdownGraceMs }));
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Kazi is serving on ${config.publicUrl} (${database.engine})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof MigrationError ||
    error instanceof FileStoreUnusableError
  ) {
    console.error(`\nKazi cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
