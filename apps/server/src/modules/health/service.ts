import type { Db } from '../../db/client.ts';
import { pingDatabase } from './repository.ts';

export type DatabaseStatus = 'ok' | 'unavailable';

/** Whether the database answers a query; a failure is logged with `logError` and answered as unavailable. */
export async function databaseStatus(db: Db, logError: (error: unknown) => void): Promise<DatabaseStatus> {
  try {
    await pingDatabase(db);
    return 'ok';
  } catch (error) {
    logError(error);
    return 'unavailable';
  }
}
