import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findOutboxMail, listOutbox, type OutboxRow } from './outbox.repository.ts';

/** One page of the outbox, newest first. */
export function listOutboxMails(db: Db, page: { limit: number; offset: number }) {
  return listOutbox(db, page);
}

/** One mail of the outbox; 404 when there is none with that id. */
export async function findOutboxEntry(db: Db, id: number): Promise<OutboxRow> {
  const row = await findOutboxMail(db, id);
  if (!row) throw AppError.notFound();
  return row;
}
