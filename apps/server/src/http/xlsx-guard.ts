/**
 * Limits an xlsx (a ZIP) must keep before it is unpacked (docs/quality.md, Uploads): at most
 * MAX_ENTRIES files, unpacking to at most MAX_UNPACKED_BYTES, read from the ZIP's central
 * directory without inflating anything. A ZIP64 archive or a damaged directory is refused.
 */
const MAX_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

function endOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** True when the ZIP stays within the limits. */
export function xlsxWithinLimits(bytes: Buffer): boolean {
  if (bytes.length < 22) return false;
  const end = endOfDirectory(bytes);
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES || offset === 0xffffffff) return false;
  let at = offset;
  let unpacked = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return false;
    unpacked += size;
    if (unpacked > MAX_UNPACKED_BYTES) return false;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return true;
}
