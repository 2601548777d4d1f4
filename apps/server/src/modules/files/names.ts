/**
 * The name a stored file keeps (it only ever names a download): bidi and control characters
 * dropped, and the extension of the type its bytes showed. `invoice\u202Efdp.exe` that is a PDF
 * is kept as `invoicefdp.pdf`: a name can neither read backwards nor promise another type.
 */

/** Each type's extensions, the usual one first; a name that already ends in one of them keeps it. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
  'application/rtf': ['rtf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.apple.pages': ['pages'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'text/csv': ['csv'],
  'text/tab-separated-values': ['tsv'],
};

/** C0 and C1 controls, bidi embeddings, overrides, isolates and marks, line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;
/** What a header or a path would read as syntax. */
const RESERVED = /[\\/"]/g;
/** An extension: up to 10 letters or digits after the last dot. */
const EXTENSION = /\.([\p{L}\p{N}]{1,10})$/u;
const MAX_LENGTH = 200;

export function storedFileName(name: string, mime: string): string {
  const clean = name.replace(INVISIBLE, '').replace(RESERVED, '_').trim();
  const known = EXTENSIONS[mime];
  if (!known) return clean.slice(-MAX_LENGTH) || 'file';
  const current = clean.match(EXTENSION)?.[1]?.toLowerCase();
  const base = current ? clean.slice(0, -(current.length + 1)) : clean;
  const extension = current && known.includes(current) ? current : (known[0] as string);
  const stem = (base.replace(/[.\s]+$/u, '') || 'file').slice(0, MAX_LENGTH - extension.length - 1);
  return `${stem}.${extension}`;
}
