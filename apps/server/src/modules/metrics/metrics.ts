import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { deliveryBacklog } from '../mail/delivery.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics; null when METRICS_TOKEN is unset (nothing is measured). */
    metrics: AppMetrics | null;
  }
}

/** A request that reached no route (a 404 of the not-found handler): one label, never the raw URL. */
const UNMATCHED = 'unmatched';

/**
 * What this process measures (ADR 038). Each app has its own registry: tests build many apps in
 * one worker, and a process scraped behind a load balancer reports only its own work.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'kazi_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'kazi_job_runs_total',
    help: 'Background job runs started, by job.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'kazi_job_failures_total',
    help: 'Background job runs that threw, by job.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'kazi_job_duration_seconds',
    help: 'Time a background job run took, by job (failed runs included).',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  constructor(app: FastifyInstance) {
    collectDefaultMetrics({ register: this.registry });
    const database = app.database;
    new Gauge({
      name: 'kazi_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (total, idle); absent on PGlite, which has none.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = database.poolUse();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'kazi_db_pool_waiting',
      help: 'Queries waiting for a connection of the PostgreSQL pool; absent on PGlite.',
      registers: [this.registry],
      collect() {
        const use = database.poolUse();
        if (use) this.set(use.waiting);
      },
    });
    new Gauge({
      name: 'kazi_database_info',
      help: 'The database engine this process uses (always 1).',
      labelNames: ['engine'] as const,
      registers: [this.registry],
      collect() {
        this.set({ engine: database.engine }, 1);
      },
    });
    // Both outbox gauges read one query per scrape (the registry collects every metric at once).
    let reading: Promise<{ mails: number; oldestSeconds: number } | null> | null = null;
    const readBacklog = () => {
      reading ??= deliveryBacklog(app.db)
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'metrics: outbox backlog unavailable');
          return null;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    };
    new Gauge({
      name: 'kazi_outbox_backlog',
      help: 'Mail queued for SMTP and not delivered yet (in the whole database, not this process only).',
      registers: [this.registry],
      async collect() {
        const backlog = await readBacklog();
        if (backlog) this.set(backlog.mails);
        else this.reset();
      },
    });
    new Gauge({
      name: 'kazi_outbox_oldest_seconds',
      help: 'How long the oldest undelivered mail has waited (0 when none).',
      registers: [this.registry],
      async collect() {
        const backlog = await readBacklog();
        if (backlog) this.set(backlog.oldestSeconds);
        else this.reset();
      },
    });
  }

  /** A request answered: its route pattern (`/api/projects/:id/`), never its URL. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.requestDuration.observe(
      { method, route: route ?? UNMATCHED, status_code: String(statusCode) },
      seconds,
    );
  }

  /** Runs one job, counting the run, its failure and its time. */
  async timeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
    this.jobRuns.inc({ job });
    const end = this.jobDuration.startTimer({ job });
    try {
      return await run();
    } catch (error) {
      this.jobFailures.inc({ job });
      throw error;
    } finally {
      end();
    }
  }
}
