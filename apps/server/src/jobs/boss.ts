import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { oneAtATime, STARTUP_LOCKS } from '../db/one-at-a-time.ts';
import { JOBS, type JobDefinition, type JobName } from './registry.ts';

/** How `enqueue` may collapse repeats (one job per key and time slot) and bound a waiting job's life. */
type EnqueueOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'singletonSeconds' | 'retentionMinutes'>;

/**
 * Finished jobs move to the archive after an hour and leave it an hour later (pg-boss keeps them 12
 * hours + 7 days by default): job data may hold an email address (ADR 014).
 */
const RETENTION = { archiveCompletedAfterSeconds: 3_600, deleteAfterHours: 1 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Runs background work through pg-boss (Postgres-backed, on both engines). Before the workers
 * start (tests, `JOBS=0`, scripts) a kicked job runs inline, so behaviour never depends on it.
 */
class JobQueue {
  private boss: PgBoss | null = null;
  private workers = new Map<string, string>();
  /** Work enqueued while no worker runs: it runs after the request that queued it. */
  private readonly deferred = new Set<Promise<void>>();
  /** The job runs under way in this process, workers' and inline ones. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  attach(boss: PgBoss | null, workers: Map<string, string> = new Map()): void {
    this.boss = boss;
    this.workers = workers;
  }

  /** Asks for a job to run soon (one pending run per job at a time), waking this process's worker. */
  async kick(name: JobName): Promise<void> {
    if (this.boss) {
      await this.boss.send(name, {}, { singletonKey: name });
      const worker = this.workers.get(name);
      if (worker) this.boss.notifyWorker(worker);
      return;
    }
    await this.runNow(name);
  }

  /**
   * Hands one piece of work with its data to a worker; the caller never waits for the work itself
   * (a request answers in the same time whatever the work will find). Without workers it runs on
   * a later turn of the event loop; `settled()` waits for it. `options` only apply to pg-boss.
   */
  async enqueue(name: JobName, data: object, options: EnqueueOptions = {}): Promise<void> {
    if (this.boss) {
      await this.boss.send(name, data, options);
      const worker = this.workers.get(name);
      if (worker) this.boss.notifyWorker(worker);
      return;
    }
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.runNow(name, data))
      .catch((error) => this.app.log.error({ err: error, job: name }, 'job failed'))
      .finally(() => this.deferred.delete(run));
    this.deferred.add(run);
  }

  /** Resolves once the work enqueued without workers has run (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.deferred.size) await Promise.all(this.deferred);
  }

  async runNow(name: JobName, data?: unknown): Promise<void> {
    const job = JOBS.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    await this.run(job, data);
  }

  /** Every run of a job, by a worker or inline, passes here: counted (metrics) and awaited at shutdown. */
  async run(job: JobDefinition, data?: unknown): Promise<void> {
    const metrics = this.app.metrics;
    const run = metrics ? metrics.timeJob(job.name, () => job.run(this.app, data)) : job.run(this.app, data);
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }

  /** Resolves once no job runs in this process (the runs started until then have ended, well or not). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled(this.running);
  }
}

export function registerJobQueue(app: FastifyInstance): void {
  const queue = new JobQueue(app);
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.settled());
}

/**
 * Every queue's retry and expiry (pg-boss's own defaults made explicit, ADR 040): a run that fails
 * is tried again 3 times, 1, 2 then 4 minutes later; a run still active past its expiry (its
 * process was killed: nothing completes or fails it) is counted failed by the next maintenance
 * (every 2 minutes, on any process) and retried the same way on whichever process polls first.
 */
export const QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
} as const;

/**
 * What this process does with jobs: `workers` runs them and the schedules (JOBS=1); `producer` only
 * hands them to the queue, for the processes that run them (JOBS=0 on PostgreSQL: a web-only
 * process must not run a queued password reset in its own memory, where a restart loses it). On
 * PGlite with JOBS=0 nothing else could run them: the queue runs them inline, as in tests.
 */
export type JobRole = 'workers' | 'producer';

export function jobRoleOf(config: Pick<FastifyInstance['config'], 'jobs' | 'databaseUrl'>): JobRole | null {
  if (config.jobs) return 'workers';
  return config.databaseUrl ? 'producer' : null;
}

/** pg-boss's schema, a queue per job with its settings, and (for workers) the cron schedules. */
async function installQueues(boss: PgBoss, runs: boolean): Promise<void> {
  await boss.start();
  for (const job of JOBS) {
    const options: PgBoss.Queue = {
      name: job.name,
      ...QUEUE_OPTIONS,
      ...('expireInSeconds' in job ? { expireInSeconds: job.expireInSeconds } : {}),
    };
    // createQueue leaves an existing queue as it was: updateQueue brings its settings to these.
    await boss.createQueue(job.name, options);
    await boss.updateQueue(job.name, options);
    if (runs && 'cron' in job) await boss.schedule(job.name, job.cron);
  }
}

export interface RunningJobs {
  /**
   * Takes no more work and waits up to `graceMs` for the runs under way (pg-boss's graceful stop);
   * a run still going then is failed in the queue, so another process retries it.
   */
  stop(graceMs: number): Promise<void>;
}

/** Starts the jobs as the configuration says (main.ts); null when they run inline. */
export async function startConfiguredJobs(app: FastifyInstance): Promise<RunningJobs | null> {
  const role = jobRoleOf(app.config);
  return role ? startJobs(app, role) : null;
}

/**
 * Starts pg-boss with a queue per job and, for `workers`, a worker and (when given) a schedule per
 * job. Any number of processes may do this on one database at once: pg-boss installs its schema
 * under an advisory lock, creates a queue once, and sends a cron slot's job once (ADR 040).
 */
export async function startJobs(app: FastifyInstance, role: JobRole = 'workers'): Promise<RunningJobs> {
  const database = app.database;
  const runs = role === 'workers';
  const boss = new PgBoss(
    database.engine === 'pglite'
      ? {
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          supervise: runs,
          schedule: runs,
          ...RETENTION,
        }
      : {
          connectionString: app.config.databaseUrl ?? undefined,
          max: 2,
          supervise: runs,
          schedule: runs,
          ...RETENTION,
        },
  );
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  // pg-boss creates its schema and each queue with DDL (a partition per queue, foreign keys to
  // the queue table): two processes creating queues at once deadlock. They take turns.
  const url = app.config.databaseUrl;
  const install = () => installQueues(boss, runs);
  await (database.engine === 'postgres' && url
    ? oneAtATime(url, STARTUP_LOCKS.jobQueues, install)
    : install());
  const workers = new Map<string, string>();
  if (runs) {
    for (const job of JOBS) {
      const worker = await boss.work(
        job.name,
        { pollingIntervalSeconds: app.config.jobsPollSeconds },
        async ([work]) => {
          await app.jobs.run(job, work?.data);
        },
      );
      workers.set(job.name, worker);
    }
  }
  app.jobs.attach(boss, workers);
  app.log.info({ jobs: JOBS.map((job) => job.name), role }, 'background jobs started');
  return {
    async stop(graceMs) {
      app.jobs.attach(null);
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
      await app.jobs.idle();
    },
  };
}
