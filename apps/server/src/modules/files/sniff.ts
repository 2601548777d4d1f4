/**
 * File types by their content (magic bytes), never by the name alone. For container formats
 * (ZIP, OLE) the extension picks among the formats that share the container.
 */
export type FileKind = 'image' | 'document';

interface Detected {
  mime: string;
  kind: FileKind;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  startsWith(buf, [...Buffer.from(text, 'latin1')], offset);

const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  pages: 'application/vnd.apple.pages',
};
const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const TEXT_TYPES: Record<string, string> = { csv: 'text/csv', tsv: 'text/tab-separated-values' };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function looksLikeText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    // Streaming leaves a character cut at the end of the sample pending instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < buf.length });
    return true;
  } catch {
    return false;
  }
}

export function detectFileType(buf: Buffer, fileName: string): Detected | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'image' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image' };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) return { mime: 'image/gif', kind: 'image' };
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8)) return { mime: 'image/webp', kind: 'image' };
  if (ascii(buf, 'ftyp', 4) && (ascii(buf, 'heic', 8) || ascii(buf, 'mif1', 8))) {
    return { mime: 'image/heic', kind: 'image' };
  }
  if (ascii(buf, '%PDF-')) return { mime: 'application/pdf', kind: 'document' };
  if (ascii(buf, '{\\rtf')) return { mime: 'application/rtf', kind: 'document' };
  const ext = extensionOf(fileName);
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && ZIP_TYPES[ext])
    return { mime: ZIP_TYPES[ext], kind: 'document' };
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && OLE_TYPES[ext]) {
    return { mime: OLE_TYPES[ext], kind: 'document' };
  }
  if (TEXT_TYPES[ext] && looksLikeText(buf)) return { mime: TEXT_TYPES[ext], kind: 'document' };
  return null;
}

/** Images are allowed wherever documents are ("Accepted: images, PDF, …"). */
export function isAllowed(detected: Detected, allow: FileKind): boolean {
  return allow === 'document' || detected.kind === 'image';
}
