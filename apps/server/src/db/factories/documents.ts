import { randomBytes } from 'node:crypto';
import type { DocumentType } from '@kazi/shared/documents/schemas';
import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import { files, projectDocuments } from '../schema/index.ts';

export type DocumentRow = typeof projectDocuments.$inferSelect;

interface DocumentOverrides {
  type?: DocumentType;
  description?: string | null;
  createdById?: number | null;
  createdAt?: Date;
}

/** A link document. */
export async function addLinkDocument(
  db: Db,
  projectId: number,
  title: string,
  url: string,
  overrides: DocumentOverrides = {},
): Promise<DocumentRow> {
  const [row] = await db
    .insert(projectDocuments)
    .values({ projectId, title, url, type: overrides.type ?? 'other', ...rest(overrides) })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** An uploaded document: a small real PDF stored in `store` (rows only without a store). */
export async function addFileDocument(
  db: Db,
  projectId: number,
  title: string,
  fileName: string,
  ownerId: number,
  store?: FileStore,
  overrides: DocumentOverrides = {},
): Promise<DocumentRow> {
  const fileId = await createPdfFile(db, ownerId, fileName, title, store);
  const [row] = await db
    .insert(projectDocuments)
    .values({ projectId, title, fileId, type: overrides.type ?? 'other', ...rest(overrides) })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

function rest(overrides: DocumentOverrides) {
  return {
    description: overrides.description ?? null,
    createdById: overrides.createdById ?? null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  };
}

/** A minimal one-page PDF showing `text` (valid enough for viewers and for the type sniffer). */
export function simplePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ').slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores a PDF for `ownerId`; without a store only the row is written (tests that never download). */
async function createPdfFile(
  db: Db,
  ownerId: number,
  originalName: string,
  text: string,
  store?: FileStore,
): Promise<number> {
  const bytes = simplePdf(text);
  const storedName = randomBytes(24).toString('base64url');
  if (store) await store.put(storedName, bytes);
  const [row] = await db
    .insert(files)
    .values({ ownerId, storedName, originalName, mimeType: 'application/pdf', size: bytes.length })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}
