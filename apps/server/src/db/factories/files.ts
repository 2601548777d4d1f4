import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import { files } from '../schema/index.ts';

function crc32(buf: Buffer): number {
  let crc = ~0;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour: demo avatars and ID scans, and test uploads. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a PNG for `ownerId`; without a store only the row is written (tests that never download). */
export async function createImageFile(
  db: Db,
  ownerId: number,
  originalName: string,
  store?: FileStore,
  rgb: [number, number, number] = [46, 125, 50],
): Promise<number> {
  const bytes = solidPng(64, 40, rgb);
  const storedName = randomBytes(24).toString('base64url');
  if (store) await store.put(storedName, bytes);
  const [row] = await db
    .insert(files)
    .values({ ownerId, storedName, originalName, mimeType: 'image/png', size: bytes.length })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}
