import type { IbanDownloadFormat, UploadApplied, UploadPreview } from '@kazi/shared/invoices/payout-sheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '@/lib/api/client.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { idempotencyHeaders } from '@/lib/api/idempotency.ts';

/** Which upload: any payout (`invoices/upload/`) or the IBAN batch (`invoices/iban/upload/`). */
export type UploadTarget = 'any' | 'iban';

const UPLOAD_PATH: Record<UploadTarget, string> = {
  any: 'invoices/upload/',
  iban: 'invoices/iban/upload/',
};

/** The sheet's preview: nothing is paid yet. */
export function usePreviewUpload(target: UploadTarget) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<UploadPreview>(UPLOAD_PATH[target], { method: 'POST', body: form });
    },
    meta: { inlineError: true },
  });
}

/**
 * What an Apply sends: the preview's token, and the `Idempotency-Key` made with that preview (ADR
 * 029), so Apply pressed again after an answer that never arrived (a dropped connection, a
 * timeout) answers what the first one did instead of "Some payouts changed…", and pays nothing twice.
 */
export interface ApplyUploadInput {
  previewToken: string;
  idempotencyKey: string;
}

/** POST invoices/upload/apply/. */
export const applyUpload = ({ previewToken, idempotencyKey }: ApplyUploadInput) =>
  apiRequest<UploadApplied>('invoices/upload/apply/', {
    method: 'POST',
    body: { preview_token: previewToken },
    headers: idempotencyHeaders(idempotencyKey),
  });

/** Pays exactly the previewed payouts; every invoice list and summary refreshes after. */
export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyUpload,
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

/** A download the browser saves: the file, or null when there is nothing to download (404). */
export async function fetchUnpaidPayouts(
  format: IbanDownloadFormat,
): Promise<{ blob: Blob; fileName: string } | null> {
  const response = await fetch(apiUrl('invoices/iban/download/', { format }), {
    credentials: 'same-origin',
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `unpaid-payouts.${format === 'sepa' ? 'xml' : 'xlsx'}`;
  return { blob: await response.blob(), fileName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
