import { format } from '@kazi/shared/messages/format';
import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import { SHORTLIST_PAGE_SIZE } from '@kazi/shared/opportunities/rules';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { RemindButton } from '@/features/availability/components/RemindButton.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';
import { ShareShortlistPanel } from '@/features/shortlist-share/components/ShareShortlistPanel.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { lastPageOf, usePageWithinCount } from '@/lib/lists/last-page.ts';
import { shortlistQuery, syncShortlistCount } from '../api/shortlist.ts';
import { emptyShortlistText } from '../empty-shortlist.ts';
import { RemoveFromShortlistDialog } from './RemoveFromShortlistDialog.tsx';
import { TalentTable } from './TalentTable.tsx';

const S = shortlistMessages.shortlist;

/**
 * /projects/:id/network/shortlist: who is on the opportunity's shortlist, with their availability;
 * staff select people and remove them with a reason.
 */
export default function ShortlistTab() {
  const { project } = useProjectContext();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [removing, setRemoving] = useState<{ id: number; display_name: string }[]>([]);
  const list = useQuery(shortlistQuery(project.id, page, SHORTLIST_PAGE_SIZE));
  const queryClient = useQueryClient();
  const count = list.isPlaceholderData ? undefined : list.data?.count;
  // The tab's count follows the table's when the table is the fresher (syncShortlistCount).
  useEffect(() => {
    if (count !== undefined)
      syncShortlistCount(queryClient, project.id, { count, loadedAt: list.dataUpdatedAt });
  }, [queryClient, project.id, count, list.dataUpdatedAt]);
  const manage = project.abilities.manage_shortlist;
  const remind = project.abilities.remind_candidates;
  const pages = list.data ? lastPageOf(list.data.count, SHORTLIST_PAGE_SIZE) : 1;
  // The last page's only person removed: the page before.
  usePageWithinCount(page, count, SHORTLIST_PAGE_SIZE, setPage);
  const entries = list.data?.results ?? null;

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const chosen = (entries ?? []).filter((entry) => selected.has(entry.user.id)).map((entry) => entry.user);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {S.tabTitle}
          {list.data ? (
            <Text span c="dimmed" fw={400} ml="xs">
              ({list.data.count})
            </Text>
          ) : null}
        </Title>
        <Group gap="sm">
          {remind ? <RemindButton projectId={project.id} /> : null}
          {manage ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserMinus size={16} aria-hidden="true" />}
              disabled={!chosen.length}
              onClick={() => setRemoving(chosen)}
            >
              {format(S.removeSelected, { count: chosen.length })}
            </Button>
          ) : null}
        </Group>
      </Group>
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : entries && entries.length === 0 ? (
        <Card withBorder>
          <EmptyState title={S.noData} description={emptyShortlistText(project.abilities)} />
        </Card>
      ) : (
        <Card withBorder p={0} aria-busy={list.isFetching}>
          <TalentTable
            label={S.tabTitle}
            rows={
              entries?.map((entry) => ({
                key: entry.id,
                talent: entry.user,
                extra: (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(entry.added_at)}
                    </Text>
                    {remind && entry.user.interest?.status === null ? (
                      <RemindButton projectId={project.id} person={entry.user} size="xs" />
                    ) : null}
                    {manage ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving([entry.user])}
                        aria-label={`${S.remove} ${entry.user.display_name}`}
                      >
                        {S.remove}
                      </Button>
                    ) : null}
                  </Group>
                ),
              })) ?? null
            }
            selected={selected}
            onSelect={manage ? select : null}
            extraColumn={S.columns.added}
          />
        </Card>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <PagePicker total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      {project.abilities.see_shortlist_shares ? (
        <ShareShortlistPanel projectId={project.id} canShare={project.abilities.share_shortlist} />
      ) : null}
      <RemoveFromShortlistDialog
        projectId={project.id}
        people={removing}
        onClose={() => setRemoving([])}
        onRemoved={() => {
          setSelected((current) => {
            const next = new Set(current);
            for (const person of removing) next.delete(person.id);
            return next;
          });
          setRemoving([]);
        }}
      />
    </Stack>
  );
}
