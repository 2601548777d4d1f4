import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { describeFileStore } from './location.ts';
import { type MigrationSummary, migrateFileStore } from './migrate.ts';
import { LocalFileStore } from './storage.ts';
import { checkFileStore, createFileStore } from './store.ts';

const USAGE =
  'Usage: FILE_STORE=s3://bucket/prefix npm run files:migrate [-- --from DIR]   (DIR: DATA_DIR/files)';

function sourceDirectory(args: string[], dataDir: string): string {
  const at = args.indexOf('--from');
  if (at === -1) return path.join(dataDir, 'files');
  const given = args[at + 1];
  if (!given) throw new Error(USAGE);
  return path.resolve(given);
}

function report(summary: MigrationSummary): string {
  const lines = [
    `${summary.total} files in the local store:`,
    `  ${summary.copied} copied and checked (${summary.bytesCopied} bytes)`,
    `  ${summary.identical} already in the bucket, identical`,
  ];
  if (summary.vanished) lines.push(`  ${summary.vanished} removed from the local store while copying`);
  if (summary.mismatched.length) {
    lines.push(`  ${summary.mismatched.length} DIFFERENT in the bucket (left as they are):`);
    for (const name of summary.mismatched) lines.push(`    ${name}`);
  }
  return lines.join('\n');
}

/**
 * `npm run files:migrate`: copies the local store (DATA_DIR/files, or `--from DIR`) into the
 * bucket FILE_STORE names, checks every object, prints a summary, and exits 1 on any difference.
 * Run it again after stopping the servers: it copies only what was added since (ADR 037).
 */
async function run(): Promise<number> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  if (config.fileStore.kind !== 's3')
    throw new Error(`FILE_STORE must name the bucket to copy into.\n${USAGE}`);
  const from = sourceDirectory(args, config.dataDir);
  const target = createFileStore(config.fileStore);
  await checkFileStore(target, config.fileStore);
  console.log(`Copying ${from} into ${describeFileStore(config.fileStore)}…`);
  const summary = await migrateFileStore(new LocalFileStore(from), target, {
    onProgress: (done) => {
      if (done % 500 === 0) console.log(`  ${done} files…`);
    },
  });
  console.log(report(summary));
  return summary.mismatched.length ? 1 : 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
