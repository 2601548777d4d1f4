import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
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

export interface RunningJobs {
  /**
   * Takes no more work and waits up to `graceMs` for the runs under way (pg-boss's graceful stop);
   * a run still going then is failed in the queue, so another process retries it.
   */
  stop(graceMs: number): Promise<void>;
}

/** Starts pg-boss with a queue, a worker and (when given) a schedule per job. */
export async function startJobs(app: FastifyInstance): Promise<RunningJobs> {
  const database = app.database;
  const boss = new PgBoss(
    database.engine === 'pglite'
      ? {
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          supervise: true,
          ...RETENTION,
        }
      : { connectionString: app.config.databaseUrl ?? undefined, max: 2, ...RETENTION },
  );
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  for (const job of JOBS) {
    await boss.createQueue(job.name);
    const worker = await boss.work(job.name, { pollingIntervalSeconds: 5 }, async ([work]) => {
      await app.jobs.run(job, work?.data);
    });
    workers.set(job.name, worker);
    if ('cron' in job) await boss.schedule(job.name, job.cron);
  }
  app.jobs.attach(boss, workers);
  app.log.info({ jobs: JOBS.map((job) => job.name) }, 'background jobs started');
  return {
    async stop(graceMs) {
      app.jobs.attach(null);
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
      await app.jobs.idle();
    },
  };
}
