import { format } from '@kazi/shared/messages/format';
import { shortlistShareMessages } from '@kazi/shared/messages/shortlist-share';
import { SHARE_LIFETIME_DAYS } from '@kazi/shared/opportunities/rules';
import type { ShortlistShare } from '@kazi/shared/opportunities/share';
import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDate, formatDateTime } from '@/lib/format/dates.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { SHARES_PAGE_SIZE, sharesQuery, useRevokeShare } from '../api/shares.ts';
import { ShareDialog } from './ShareDialog.tsx';

const M = shortlistShareMessages.shortlistShare;
const STATUS_COLOR = { active: 'kazi', expired: 'gray', revoked: 'red' } as const;
const ANSWER_COLOR = { interested: 'kazi', not_interested: 'gray', question: 'indigo' } as const;
/** Darker text where a light badge's own would not reach 4.5:1 (light scheme; dark's own reads). */
const textOf = (color: string) =>
  color === 'red' || color === 'indigo'
    ? `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-light-color))`
    : undefined;

interface ShareShortlistPanelProps {
  projectId: number;
  /** `abilities.share_shortlist`: send and revoke links (false on an archived opportunity). */
  canShare: boolean;
}

/**
 * An opportunity's shortlist shared with the client (staff side): Share with client, the links
 * sent (with Revoke, after a confirmation) and the client's latest answer on each candidate.
 */
export function ShareShortlistPanel({ projectId, canShare }: ShareShortlistPanelProps) {
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [revoking, setRevoking] = useState<ShortlistShare | null>(null);
  const shares = useQuery(sharesQuery(projectId, page));
  const revoke = useRevokeShare(projectId);
  const pages = Math.max(1, Math.ceil((shares.data?.count ?? 0) / SHARES_PAGE_SIZE));

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifySuccess(M.revoked);
        setRevoking(null);
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="shortlist-share-title" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="lg" id="shortlist-share-title">
              {M.panelTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {format(M.panelHint, { days: SHARE_LIFETIME_DAYS })}
            </Text>
          </Stack>
          {canShare ? (
            <Button leftSection={<IconSend size={16} />} onClick={() => setDialogOpen(true)}>
              {M.shareButton}
            </Button>
          ) : null}
        </Group>

        {shares.isError ? (
          <ErrorState error={shares.error} onRetry={() => shares.refetch()} retrying={shares.isFetching} />
        ) : !shares.data ? (
          <Stack gap="xs" aria-busy="true" aria-label={M.loading}>
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : (
          <>
            {shares.data.count === 0 ? (
              <Text size="sm" c="dimmed">
                {M.noShares}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="xs" horizontalSpacing="sm">
                  <Table.Caption>{M.sharesCaption}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{M.columnEmail}</Table.Th>
                      <Table.Th scope="col">{M.columnSentBy}</Table.Th>
                      <Table.Th scope="col">{M.columnSentAt}</Table.Th>
                      <Table.Th scope="col">{M.columnExpires}</Table.Th>
                      <Table.Th scope="col">{M.columnStatus}</Table.Th>
                      <Table.Th scope="col">{M.columnOpened}</Table.Th>
                      {canShare ? (
                        <Table.Th scope="col">
                          <VisuallyHidden>{M.revoke}</VisuallyHidden>
                        </Table.Th>
                      ) : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shares.data.results.map((share) => (
                      <Table.Tr key={share.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{share.email}</Table.Td>
                        <Table.Td>{share.created_by?.display_name ?? '—'}</Table.Td>
                        <Table.Td>{formatDateTime(share.created_at)}</Table.Td>
                        <Table.Td>{formatDate(share.expires_at)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Badge
                            variant="light"
                            color={STATUS_COLOR[share.status]}
                            c={textOf(STATUS_COLOR[share.status])}
                            styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                          >
                            {M.statuses[share.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {share.last_opened_at ? formatDateTime(share.last_opened_at) : M.neverOpened}
                        </Table.Td>
                        {canShare ? (
                          <Table.Td>
                            {share.status === 'active' ? (
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                onClick={() => setRevoking(share)}
                                aria-label={`${M.revoke} ${share.email}`}
                              >
                                {M.revoke}
                              </Button>
                            ) : null}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {pages > 1 ? (
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {format(M.pageOf, { page, pages })}
                </Text>
                <PagePicker total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
              </Group>
            ) : null}

            <Stack gap="xs">
              <Title order={3} fz="md">
                {M.answersCaption}
              </Title>
              {shares.data.feedback.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {M.noAnswers}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {shares.data.feedback.map((entry) => (
                    <Card component="li" key={entry.user.id} withBorder p="sm" data-testid="client-answer">
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text fw={600}>{entry.user.display_name}</Text>
                        <Group gap="xs">
                          <Badge
                            variant="light"
                            color={ANSWER_COLOR[entry.answer]}
                            c={textOf(ANSWER_COLOR[entry.answer])}
                          >
                            {M.answers[entry.answer]}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(entry.answered_at)}
                          </Text>
                        </Group>
                      </Group>
                      {entry.question ? (
                        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {entry.question}
                        </Text>
                      ) : null}
                    </Card>
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        )}
      </Stack>

      <ShareDialog projectId={projectId} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
      <ConfirmModal
        opened={revoking !== null}
        title={M.revokeTitle}
        message={format(M.revokeBody, { email: revoking?.email ?? '' })}
        confirmLabel={M.revokeConfirm}
        cancelLabel={M.cancel}
        color="red"
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onConfirm={confirmRevoke}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
      />
    </Card>
  );
}
