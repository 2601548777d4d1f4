import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format/dates.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

const COLUMNS = ['Created', 'To', 'Subject', 'Template', 'Status'] as const;

interface OutboxTableProps {
  mails: OutboxMail[] | null;
  onOpen: (mail: OutboxMail) => void;
}

/** The mail list; `mails` null draws skeleton rows. The subject opens the mail (by keyboard too). */
export function OutboxTable({ mails, onOpen }: OutboxTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover={mails !== null} verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails === null
            ? Array.from({ length: 8 }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={row} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton h={14} w={column === 'Subject' ? '80%' : '60%'} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : mails.map((mail) => (
                <Table.Tr key={mail.id} onClick={() => onOpen(mail)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(mail.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{mail.to}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={500}
                      ta="left"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(mail);
                      }}
                    >
                      {mail.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" c="dimmed">
                      {mail.template}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <MailStatusBadge status={mail.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
