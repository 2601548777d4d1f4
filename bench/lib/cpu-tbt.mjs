// @ts-check
// Total Blocking Time from the main thread's CPU time instead of its wall time. Lighthouse's mobile
// run multiplies each task's wall time by its CPU slowdown; on a machine other processes share, a
// task waiting for a core counts as blocking, so the same build scores 60 or 90 by the load. The
// trace also records each task's thread time (`tdur`): the same sum over it barely moves with load.

/**
 * @param {{ traceEvents: { name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string } }[] }} trace
 * @param {number} slowdown  Lighthouse's `cpuSlowdownMultiplier` (4 on mobile)
 * @returns {number} ms: the sum over the page's tasks after its first contentful paint of (slowdown × CPU time − 50), if positive
 */
export function tbtFromCpuTime(trace, slowdown) {
  const events = trace.traceEvents;
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (/** @type {{ pid: number, tid: number }} */ t) =>
    events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === t.pid && e.tid === t.tid);
  const main = threads.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const pid = main[0]?.pid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  return Math.round(
    main
      .filter((task) => task.ts > fcp)
      .reduce((sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0),
  );
}
