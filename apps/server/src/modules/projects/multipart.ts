import type { MultipartSpec } from '../../http/multipart.ts';
import type { ProjectCreateStep } from '../project-core/index.ts';

/** POST projects/'s multipart: the file fields the create steps declare, as many files as they allow together. */
export function createMultipartSpec(steps: readonly ProjectCreateStep[]): MultipartSpec {
  return {
    fileFields: steps.flatMap((step) => step.fileFields ?? []),
    maxFiles: steps.reduce((total, step) => total + (step.maxFiles ?? 0), 0),
  };
}

/**
 * Multipart create bodies carry every value as text (`payment_structure[hours_per_week]=40`, and
 * the steps' own, e.g. `owner[id]=12`): turn the numbers back into JSON types so the one JSON schema
 * validates both. Anything else stays as sent and the schema judges it.
 */
export function multipartToCreateFields(
  fields: Record<string, unknown>,
  steps: readonly ProjectCreateStep[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  const toNumber = (value: unknown) =>
    typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  const toNull = (value: unknown) => (value === '' || value === 'null' ? null : value);
  if (out.payment_structure && typeof out.payment_structure === 'object') {
    const payment = out.payment_structure as Record<string, unknown>;
    out.payment_structure = {
      ...payment,
      ...('hours_per_week' in payment ? { hours_per_week: toNull(toNumber(payment.hours_per_week)) } : {}),
      ...('amount' in payment ? { amount: toNull(payment.amount) } : {}),
      ...('payment_type' in payment ? { payment_type: toNull(payment.payment_type) } : {}),
    };
  }
  return steps.reduce((body, step) => step.fromMultipart?.(body) ?? body, out);
}
