import { peopleMessages } from '@kazi/shared/messages/people';
import type { Skill } from '@kazi/shared/reference/schemas';
import { ActionIcon, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { type EntryKind, type EntryTypes, useDeleteEntry, useEntries } from '../api/entries.ts';
import { EntryForm } from './EntryForm.tsx';
import type { EntryConfig } from './entry-config.ts';

/** One section of the profile editor: the entries of a kind, with add, edit and delete. */
export function EntriesSection<K extends EntryKind>({ config }: { config: EntryConfig<K> }) {
  const entries = useEntries(config.kind);
  const remove = useDeleteEntry(config.kind);
  const [editing, setEditing] = useState<EntryTypes[K] | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EntryTypes[K] | null>(null);
  const titleId = `profile-${config.kind}-title`;
  const list = entries.data?.results as EntryTypes[K][] | undefined;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz="lg" id={titleId}>
            {config.title}
          </Title>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            Add {config.noun}
          </Button>
        </Group>
        {entries.isError && !list ? (
          <ErrorState error={entries.error} onRetry={() => entries.refetch()} retrying={entries.isFetching} />
        ) : !list ? (
          <Stack gap="sm" aria-hidden="true">
            <Skeleton h={18} w="50%" />
            <Skeleton h={14} w="30%" />
          </Stack>
        ) : list.length === 0 ? (
          <EmptyState title={config.empty} />
        ) : (
          <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((entry) => {
              const heading = config.heading(entry);
              const skills = 'skills' in entry ? (entry as { skills: Skill[] }).skills : [];
              return (
                <Group key={entry.id} component="li" justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600}>{heading}</Text>
                    <Text size="sm" c="dimmed">
                      {config.subheading(entry)}
                    </Text>
                    {'details' in entry && entry.details ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {entry.details}
                      </Text>
                    ) : null}
                    {skills.length ? (
                      <Group gap={6}>
                        {skills.map((skill) => (
                          <Badge key={skill.id} variant="outline" color="gray" tt="none">
                            {skill.name}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Edit ${heading}`}
                      onClick={() => setEditing(entry)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${heading}`}
                      onClick={() => setDeleting(entry)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Add ${config.noun}` : `Edit ${config.noun}`}
        size="lg"
        centered
      >
        {editing !== null ? (
          <EntryForm
            config={config}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? `Delete ${config.heading(deleting)}?` : ''}
        message={config.confirmDelete}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        color="red"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(peopleMessages.experience.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
