import { inflateRawSync } from 'node:zlib';

/**
 * Limits an xlsx (a ZIP) must keep before a spreadsheet library unpacks it (docs/quality.md,
 * Uploads): at most MAX_ENTRIES files, unpacking to at most MAX_UNPACKED_BYTES. The sizes the ZIP's
 * central directory declares are only claims (a ZIP bomb declares a small one), so each entry is
 * inflated here with its declared size as the ceiling and must unpack to exactly that size: past
 * it, zlib stops. A ZIP64 archive, one spread over disks, an unknown compression, or a directory
 * whose entries, count and size disagree is refused.
 */
const MAX_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

interface Entry {
  method: number;
  packed: number;
  size: number;
  localHeader: number;
}

/** Whether the entry's data unpacks to exactly its declared size (and no further). */
function unpacksAsDeclared(bytes: Buffer, entry: Entry): boolean {
  const at = entry.localHeader;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return false;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.packed > bytes.length) return false;
  const data = bytes.subarray(start, start + entry.packed);
  if (entry.method === STORED) return entry.packed === entry.size;
  if (entry.method !== DEFLATED) return false;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) }).length === entry.size;
  } catch {
    return false;
  }
}

/** True when the ZIP stays within the limits. */
export function xlsxWithinLimits(bytes: Buffer): boolean {
  if (bytes.length < 22) return false;
  const end = endOfDirectory(bytes);
  if (end < 0) return false;
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || offset === 0xffffffff) return false;
  // One disk, and a directory that ends where the end record starts: a reader that trusts the
  // directory's size or reads entries past the count (JSZip does both) sees what is checked here.
  const oneDisk = bytes.readUInt16LE(end + 4) === 0 && bytes.readUInt16LE(end + 6) === 0;
  if (!oneDisk || bytes.readUInt16LE(end + 8) !== count) return false;
  if (offset + bytes.readUInt32LE(end + 12) !== end) return false;
  const entries: Entry[] = [];
  let at = offset;
  let unpacked = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeader: bytes.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.packed === 0xffffffff) return false;
    unpacked += entry.size;
    if (unpacked > MAX_UNPACKED_BYTES) return false;
    entries.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return at === end && entries.every((entry) => unpacksAsDeclared(bytes, entry));
}
