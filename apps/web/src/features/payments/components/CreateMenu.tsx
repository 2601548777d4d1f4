import type { IncomingFilter, IncomingInvoiceType } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { InvoiceFormModal } from '@/features/invoice-form/components/InvoiceFormModal.tsx';
import { PayoutFormModal } from '@/features/invoice-form/components/PayoutFormModal.tsx';
import { createEntriesFor } from '../list-params.ts';

const M = invoicesMessages.invoices;

/**
 * The 'Create' dropdown (spec 001 §2 Header): its entries follow the open tab, each opens the
 * invoice form for its type, in a project with that project preset. On the payouts lists its one
 * entry, 'Payout', opens the form in payout mode (team-member rows, ADR 036). The menu shows only
 * to those who create invoices, on a project that is not archived.
 */
export function CreateMenu({
  filter,
  projectId,
  payouts = false,
}: {
  filter: IncomingFilter;
  projectId?: number;
  /** The payouts lists' menu: 'Payout' alone. */
  payouts?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [payoutOpened, setPayoutOpened] = useState(false);
  // The last type chosen stays while the form fades out.
  const [type, setType] = useState<IncomingInvoiceType>('sale');
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {M.create}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(payouts ? [] : createEntriesFor(filter)).map((entry) => (
            <Menu.Item
              key={entry}
              onClick={() => {
                setType(entry);
                setOpened(true);
              }}
            >
              {M.add[entry]}
            </Menu.Item>
          ))}
          {payouts ? <Menu.Item onClick={() => setPayoutOpened(true)}>{M.addPayout}</Menu.Item> : null}
        </Menu.Dropdown>
      </Menu>
      <InvoiceFormModal opened={opened} onClose={() => setOpened(false)} type={type} projectId={projectId} />
      <PayoutFormModal opened={payoutOpened} onClose={() => setPayoutOpened(false)} projectId={projectId} />
    </>
  );
}
