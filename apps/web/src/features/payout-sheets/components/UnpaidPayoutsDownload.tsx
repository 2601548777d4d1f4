import { payoutSheetsMessages } from '@kazi/shared/messages/payout-sheets';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifyInfo } from '@/lib/notify.ts';
import { fetchUnpaidPayouts, saveBlob } from '../api/payout-sheets.ts';

const M = payoutSheetsMessages.payoutSheets;

/**
 * The platform bar's download of approved, unpaid IBAN payouts: the sheet for the bank, or the
 * same batch as a SEPA credit transfer file. With none waiting it warns 'No unpaid payouts found'.
 */
export function UnpaidPayoutsDownload() {
  const [busy, setBusy] = useState(false);
  async function download(format: 'xlsx' | 'sepa') {
    setBusy(true);
    try {
      const file = await fetchUnpaidPayouts(format);
      if (file) saveBlob(file.blob, file.fileName);
      else notifyInfo(M.noUnpaid);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden="true" />}>
          {M.downloadButton}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download('xlsx')}>{M.downloadSheet}</Menu.Item>
        <Menu.Item onClick={() => download('sepa')}>{M.downloadSepa}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
