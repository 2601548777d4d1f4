import type { MultipartSpec } from '../../http/multipart.ts';

const DOCUMENT_FILE = /^documents\[(\d{1,2})\]\[file\]$/;

/** POST projects/ takes one file per document (`documents[0][file]`), as many as documents (20). */
export const CREATE_MULTIPART: MultipartSpec = { fileFields: [DOCUMENT_FILE], maxFiles: 20 };

/** `documents[3][file]` → 3 (readMultipart let through only names CREATE_MULTIPART declares). */
export function documentIndexOf(fieldName: string): number {
  return Number(DOCUMENT_FILE.exec(fieldName)?.[1]);
}

/**
 * Multipart create bodies carry every value as text (`owner[id]=12`, `participation[0][user][id]=7`,
 * `payment_structure[hours_per_week]=40`): turn the ids and numbers back into JSON types so the
 * one JSON schema validates both. Anything else stays as sent and the schema judges it.
 */
export function multipartToCreateFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  const toInt = (value: unknown) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  const toNumber = (value: unknown) =>
    typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  const toNull = (value: unknown) => (value === '' || value === 'null' ? null : value);
  for (const slot of ['owner', 'cm', 'cso']) {
    const value = out[slot];
    if (value && typeof value === 'object' && 'id' in value) out[slot] = { ...value, id: toInt(value.id) };
    else if (value === '' || value === 'null') out[slot] = null;
  }
  if (Array.isArray(out.participation)) {
    out.participation = out.participation.map((member) => {
      if (!member || typeof member !== 'object') return member;
      const entry = member as { user?: { id?: unknown } };
      return entry.user ? { ...entry, user: { ...entry.user, id: toInt(entry.user.id) } } : entry;
    });
  }
  if (out.payment_structure && typeof out.payment_structure === 'object') {
    const payment = out.payment_structure as Record<string, unknown>;
    out.payment_structure = {
      ...payment,
      ...('hours_per_week' in payment ? { hours_per_week: toNull(toNumber(payment.hours_per_week)) } : {}),
      ...('amount' in payment ? { amount: toNull(payment.amount) } : {}),
      ...('payment_type' in payment ? { payment_type: toNull(payment.payment_type) } : {}),
    };
  }
  if (out.documents && typeof out.documents === 'object' && !Array.isArray(out.documents)) {
    out.documents = Object.values(out.documents);
  }
  return out;
}
