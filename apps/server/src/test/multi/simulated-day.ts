import type PgBoss from 'pg-boss';
import { JOBS, type JobName } from '../../jobs/registry.ts';

/** The jobs whose run depends on the time (they take their slot from `{ at }`, ADR 040). */
const DATED: readonly JobName[] = [
  'reports.schedule',
  'reports.reminders',
  'reports.digest',
  'timesheets.reminders',
  'invoices.reminders',
];

/** The values of one cron field: `*`, `*\/n` or a list of numbers. */
function cronField(spec: string, size: number): number[] {
  const all = Array.from({ length: size }, (_, value) => value);
  if (spec === '*') return all;
  const step = /^\*\/(\d+)$/.exec(spec);
  if (step) return all.filter((value) => value % Number(step[1]) === 0);
  return spec.split(',').map(Number);
}

interface SlotRun {
  name: JobName;
  at: string;
}

/**
 * A day's runs of the dated jobs, hour by hour, from their cron schedules in the registry. A job
 * that runs more than once an hour (the quarter-hourly report reminders) runs at the hour's last
 * slot only: what the others would find is still there then, and the day stays a few seconds long.
 */
function hoursOf(day: string): SlotRun[][] {
  return Array.from({ length: 24 }, (_, hour) =>
    JOBS.flatMap((job) => {
      if (!DATED.includes(job.name) || !('cron' in job)) return [];
      const [minutes = '', hours = ''] = job.cron.split(' ');
      if (!cronField(hours, 24).includes(hour)) return [];
      const minute = Math.max(...cronField(minutes, 60));
      const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      return [{ name: job.name, at: `${day}T${time}:00.000Z` }];
    }),
  );
}

/**
 * Lives through `day` as `schedulers` processes whose schedules all fire every slot (the worst
 * case: pg-boss sends a cron slot's job once however many processes run it, ADR 040): each hour,
 * every slot's job is queued once per scheduler, and the hour ends when the workers (on whichever
 * process polled first) have completed all of them. Throws on a failed run.
 */
export async function liveThroughDay(
  boss: PgBoss,
  day: string,
  schedulers: number,
  states: (ids: string[]) => Promise<Map<string, string>>,
): Promise<number> {
  let runs = 0;
  for (const hour of hoursOf(day)) {
    const ids: string[] = [];
    for (const slot of hour) {
      for (let copy = 0; copy < schedulers; copy++) {
        const id = await boss.send(slot.name, { at: slot.at });
        if (!id) throw new Error(`pg-boss did not queue ${slot.name} at ${slot.at}`);
        ids.push(id);
      }
    }
    const deadline = Date.now() + 30_000;
    for (;;) {
      const now = await states(ids);
      const failed = ids.filter((id) => ['failed', 'retry'].includes(now.get(id) ?? ''));
      if (failed.length) throw new Error(`runs failed in the hour of ${hour[0]?.at}: ${failed.join(', ')}`);
      if (ids.every((id) => now.get(id) === 'completed')) break;
      if (Date.now() > deadline) throw new Error(`the hour of ${hour[0]?.at} did not finish in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    runs += ids.length;
  }
  return runs;
}
