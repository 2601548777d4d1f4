import type { ProjectDocument } from '@kazi/shared/documents/schemas';
import { ActionIcon, Anchor, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconExternalLink,
  IconFileText,
  IconLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { formatDate } from '@/lib/format/dates.ts';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';

interface DocumentRowProps {
  document: ProjectDocument;
  /** False on archived projects: nothing can change there. */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One document: its name (download or open), size or link, who added it and when, and its actions. */
export function DocumentRow({ document, editable, onEdit, onDelete }: DocumentRowProps) {
  const isFile = document.file !== null;
  const href = isFile ? (document.download_url ?? undefined) : (document.url ?? undefined);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden="true" color={isFile ? 'kazi' : 'blue'}>
          {isFile ? <IconFileText size={18} /> : <IconLink size={18} />}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Anchor
              href={href}
              fw={600}
              maw="100%"
              truncate
              {...(isFile
                ? { download: document.file?.name }
                : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {document.title}
            </Anchor>
            <DocumentStatusBadge status={document.status} />
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {isFile ? `${document.file?.name} · ${document.file?.display_size}` : document.url}
            {' · '}
            {document.created_by ? `${document.created_by.display_name}, ` : ''}
            {formatDate(document.created_at)}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={isFile ? 'Download' : 'Open link'}>
          <ActionIcon
            component="a"
            href={href}
            variant="subtle"
            aria-label={isFile ? `Download ${document.title}` : `Open ${document.title}`}
            {...(isFile
              ? { download: document.file?.name }
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {isFile ? (
              <IconDownload size={16} aria-hidden="true" />
            ) : (
              <IconExternalLink size={16} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
        {editable && document.abilities.edit ? (
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Change ${document.title}`}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        {editable && document.abilities.delete ? (
          <ActionIcon
            variant="subtle"
            color="var(--kazi-text-danger)"
            onClick={onDelete}
            aria-label={`Delete ${document.title}`}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Group>
    </Group>
  );
}
