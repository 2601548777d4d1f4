import { PassThrough, type Writable } from 'node:stream';
import { can } from '@kazi/shared/auth/permissions';
import {
  EXPORT_PERMISSION,
  type ExportSide,
  exportFileName,
  type InvoiceExportQuery,
} from '@kazi/shared/invoices/export';
import { INCOMING_INVOICE_TYPES, type InvoiceType, utcToday } from '@kazi/shared/invoices/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/errors.ts';
import type { SessionActor } from '../../../http/session.ts';
import { CSV_BOM, csvLine } from '../../../http/spreadsheet.ts';
import { recordAudit } from '../../audit/repository.ts';
import { loadProjectForActor } from '../../project-core/index.ts';
import { exportCells, exportHeader } from './export.presenter.ts';
import { readExportRows } from './export.repository.ts';

/** How long a batch may wait for the reader before the export gives up (the transaction holds a connection). */
const STALL_MS = 60_000;

const SIDE_TYPES: Record<ExportSide, readonly InvoiceType[]> = {
  sale: INCOMING_INVOICE_TYPES,
  purchase: ['purchase'],
};

/** The side's types, narrowed by the list's `types` when it names some. */
const typesOf = (query: InvoiceExportQuery) =>
  SIDE_TYPES[query.type].filter((type) => !query.types || query.types.includes(type));

/** Resolves once the stream takes more; rejects when it is closed first or stalls. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The export’s reader went away'));
    const timer = setTimeout(() => done(new Error('The export’s reader stalled')), STALL_MS);
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * Chunks written at most this long: short-lived strings and buffers that the young generation
 * frees at once (a batch's text in one string, a large object, lives until a full collection and
 * let the heap grow with the export).
 */
const CHUNK_CHARS = 16_384;

/** Writes a chunk, waiting until the stream takes more when its buffer is full. */
async function send(stream: Writable, chunk: string): Promise<void> {
  if (stream.destroyed) throw new Error('The export’s reader went away');
  if (!stream.write(chunk)) await drained(stream);
}

/** Writes lines in chunks of about `CHUNK_CHARS`, each when the stream takes more. */
async function sendLines(stream: Writable, lines: Iterable<string>): Promise<void> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= CHUNK_CHARS) {
      await send(stream, chunk);
      chunk = '';
    }
  }
  if (chunk) await send(stream, chunk);
}

/**
 * GET invoices/export/ (ADR 034): who may export the side (403), the project they name (404 out
 * of scope), an audit row of the request, then the CSV as a stream that the database fills batch
 * by batch as the reader takes it. The rows are not counted up front: the audit row keeps the
 * request, the log the count.
 */
export async function exportInvoices(
  app: FastifyInstance,
  actor: SessionActor,
  query: InvoiceExportQuery,
  requestId: string,
): Promise<{ fileName: string; stream: PassThrough }> {
  if (!can(actor, EXPORT_PERMISSION[query.type])) throw AppError.forbidden();
  if (query.project !== undefined) await loadProjectForActor(app.db, actor, query.project);
  await recordAudit(app.db, {
    actorId: actor.id,
    action: 'invoice.export',
    targetType: 'invoice',
    targetId: null,
    after: { ...query },
    requestId,
  });
  const stream = new PassThrough();
  const side = query.type;
  const today = utcToday();
  const pump = async () => {
    await send(stream, CSV_BOM + csvLine(exportHeader(side)));
    const rows = await readExportRows(
      app.db,
      actor,
      { types: typesOf(query), query, start: query.start, end: query.end, today },
      (batch) =>
        sendLines(
          stream,
          batch.map((row) => csvLine(exportCells(row, side, today))),
        ),
    );
    stream.end();
    app.log.info({ reqId: requestId, rows }, 'invoices exported');
  };
  pump().catch((error: unknown) => {
    app.log.warn({ reqId: requestId, err: error }, 'invoice export ended early');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: exportFileName(side, query.filter), stream };
}
