import type { UploadPreview } from '@kazi/shared/invoices/payout-sheets';
import { payoutSheetsMessages } from '@kazi/shared/messages/payout-sheets';
import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/api/idempotency.ts';
import { notifySuccess, TOAST_MS } from '@/lib/notify.ts';
import { type UploadTarget, useApplyUpload, usePreviewUpload } from '../api/payout-sheets.ts';
import { UploadPreviewDialog } from './UploadPreviewDialog.tsx';

const M = payoutSheetsMessages.payoutSheets;
/** Spec 001 §8: any failed upload says the same. */
const uploadFailed = () => notifications.show({ message: M.uploadError, color: 'red', autoClose: TOAST_MS });
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface PayoutSheetUploadProps {
  /** `iban`: the sheet returned for the IBAN batch (payouts paid otherwise are exceptions). */
  target?: UploadTarget;
}

/**
 * The platform bar's upload of a sheet of paid payouts (.xlsx only): the server's preview opens
 * in a dialog (to be paid, with the total; exceptions, by row and reason); Apply marks exactly
 * those paid, Cancel changes nothing.
 */
export function PayoutSheetUpload({ target = 'any' }: PayoutSheetUploadProps) {
  const preview = usePreviewUpload(target);
  const apply = useApplyUpload();
  // The preview shown, with the Idempotency-Key every Apply of it sends (ADR 029): pressing Apply
  // again after a lost answer replays the first one rather than paying, or refusing, again.
  const [shown, setShown] = useState<{ preview: UploadPreview; key: string } | null>(null);
  const resetRef = useRef<() => void>(null);

  function choose(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      uploadFailed();
      return;
    }
    preview.mutate(file, {
      onSuccess: (result) => {
        apply.reset();
        setShown({ preview: result, key: newIdempotencyKey() });
      },
      onError: uploadFailed,
    });
  }

  function confirm() {
    if (!shown) return;
    apply.mutate(
      { previewToken: shown.preview.preview_token, idempotencyKey: shown.key },
      {
        onSuccess: (result) => {
          setShown(null);
          notifySuccess(result.message);
        },
      },
    );
  }

  return (
    <>
      <FileButton onChange={choose} accept={XLSX_ACCEPT} resetRef={resetRef} name="file">
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={preview.isPending}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            aria-label={M.uploadLabel}
          >
            {M.uploadButton}
          </Button>
        )}
      </FileButton>
      <UploadPreviewDialog
        preview={shown?.preview ?? null}
        applying={apply.isPending}
        error={apply.error ? apply.error.message : null}
        onApply={confirm}
        onCancel={() => setShown(null)}
      />
    </>
  );
}
