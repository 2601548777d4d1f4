// @ts-check
// Everything the bench starts or creates registers its undo here: child processes are stopped,
// temp dirs removed, scratch databases dropped — on normal exit, on error and on Ctrl-C.
import { rmSync } from 'node:fs';

/** @type {{ name: string, undo: () => Promise<void> | void, sync?: () => void }[]} */
const tasks = [];
let installed = false;
let running = false;

/**
 * Registers an undo step; steps run in reverse order. `sync` is the last-resort variant used when
 * the process is already exiting (no async work possible), e.g. SIGKILL a child.
 * @param {string} name
 * @param {() => Promise<void> | void} undo
 * @param {() => void} [sync]
 * @returns {() => void} removes the step (after it was undone by hand)
 */
export function onCleanup(name, undo, sync) {
  install();
  const task = sync ? { name, undo, sync } : { name, undo };
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

/** A temp dir removed at exit, whatever happens. @param {string} dir */
export function removeDirAtExit(dir) {
  const remove = () => rmSync(dir, { recursive: true, force: true });
  return onCleanup(`remove ${dir}`, remove, remove);
}

/** Runs every registered step (newest first); errors are reported, not thrown. */
export async function cleanup() {
  if (running) return;
  running = true;
  while (tasks.length) {
    const task = /** @type {(typeof tasks)[number]} */ (tasks.pop());
    try {
      await task.undo();
    } catch (error) {
      console.error(`cleanup: ${task.name} failed:`, error instanceof Error ? error.message : error);
    }
  }
  running = false;
}

function install() {
  if (installed) return;
  installed = true;
  /** @param {NodeJS.Signals} signal */
  const interrupt = (signal) => {
    console.error(`\n${signal}: stopping the bench and cleaning up…`);
    const hardStop = setTimeout(() => process.exit(130), 20_000);
    hardStop.unref();
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  process.once('exit', () => {
    for (const task of tasks.reverse()) {
      try {
        task.sync?.();
      } catch {
        // exiting anyway
      }
    }
  });
}
