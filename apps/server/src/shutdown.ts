import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { RunningJobs } from './jobs/boss.ts';

interface Running {
  app: FastifyInstance;
  jobs: RunningJobs | null;
  /** The embedded database's backup socket (ADR 039): closed before the database. */
  backups: { close(): Promise<void> } | null;
  database: Database;
  graceMs: number;
}

const GRACE_RAN_OUT = Symbol('grace ran out');

/**
 * The process's answer to SIGTERM (ADR 038): it drains (ready answers 503, answers close their
 * connection), stops listening (new connections are refused), lets the requests in flight and the
 * running jobs finish within the grace, then closes the database. The exit code: 0 when all of it
 * ended in time, 1 when the grace ran out or closing failed (what was not acknowledged is retried:
 * the client's request, or the job, which the queue hands to another process).
 */
export async function shutDown({ app, jobs, backups, database, graceMs }: Running): Promise<0 | 1> {
  app.drain.start();
  let timer: NodeJS.Timeout | undefined;
  const graceRunsOut = new Promise<typeof GRACE_RAN_OUT>((resolve) => {
    timer = setTimeout(() => resolve(GRACE_RAN_OUT), graceMs);
  });
  try {
    const drained = Promise.all([app.close(), jobs?.stop(graceMs)]);
    drained.catch(() => {}); // past the grace, a late failure changes nothing
    if ((await Promise.race([drained, graceRunsOut])) === GRACE_RAN_OUT) {
      app.log.error({ graceMs }, 'shutdown: the grace ran out before the requests and jobs ended');
      return 1;
    }
    await backups?.close();
    await database.close();
    app.log.info('shutdown: drained and closed');
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
