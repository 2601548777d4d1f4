/**
 * Resolves in a task of its own: the work after `await nextTask()` no longer lengthens the current
 * task. A phone's main thread then stays free between the steps (input, paint), and no step makes
 * a long task (Total Blocking Time). `setTimeout(0)` is not clamped at this depth.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
