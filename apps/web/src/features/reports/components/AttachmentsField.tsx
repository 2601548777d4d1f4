import { ACCEPTED_IMAGES } from '@kazi/shared/files/schemas';
import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProgressReport } from '@kazi/shared/reports/schemas';
import { ActionIcon, Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPhoto, IconTrash } from '@tabler/icons-react';
import { imagesProblem } from '../report-form.ts';

const F = reportsMessages.reports.form;

interface AttachmentsFieldProps {
  existing: ProgressReport['attachments'];
  removed: readonly number[];
  onToggleRemove: (id: number) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  /** A server error on `uploads`. */
  error?: string;
}

/**
 * The report's images: the ones kept (each can be removed on edit) and new ones, 5 MB each and at
 * most MAX_REPORT_IMAGES at a time (the server's limit per request).
 */
export function AttachmentsField({
  existing,
  removed,
  onToggleRemove,
  files,
  onFiles,
  error,
}: AttachmentsFieldProps) {
  const problem = imagesProblem(files);
  return (
    <Stack gap={6}>
      {existing.length ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {existing.map((attachment) => {
            const isRemoved = removed.includes(attachment.id);
            return (
              <Group key={attachment.id} component="li" gap="xs" wrap="nowrap">
                <IconPhoto size={16} aria-hidden="true" />
                <Anchor href={attachment.url} size="sm" td={isRemoved ? 'line-through' : undefined} truncate>
                  {attachment.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {attachment.display_size}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color={isRemoved ? 'gray' : 'var(--kazi-text-danger)'}
                  aria-label={
                    isRemoved
                      ? format(F.keepAttachment, { name: attachment.name })
                      : format(F.removeAttachment, { name: attachment.name })
                  }
                  aria-pressed={isRemoved}
                  onClick={() => onToggleRemove(attachment.id)}
                >
                  {isRemoved ? (
                    <IconArrowBackUp size={16} aria-hidden="true" />
                  ) : (
                    <IconTrash size={16} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      <FileInput
        label={F.attachments}
        description={F.attachmentsHint}
        multiple
        clearable
        accept={ACCEPTED_IMAGES}
        value={files}
        onChange={onFiles}
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        error={problem ?? error}
      />
    </Stack>
  );
}
