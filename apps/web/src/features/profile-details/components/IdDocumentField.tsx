import { ACCEPTED_IMAGES, type FileRef } from '@kazi/shared/files/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileCheck, IconId } from '@tabler/icons-react';
import { imageFileError } from '../lib/image-file.ts';

interface IdDocumentFieldProps {
  current: FileRef | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Talents must have one before step one is done. */
  required?: boolean;
}

/**
 * 'Upload ID (Passport or National ID card)': images only. A saved document is listed with a link
 * (only its owner and admins can download it); it is replaced only when a new file is chosen.
 */
export function IdDocumentField({ current, file, onChange, error, required }: IdDocumentFieldProps) {
  const message = error ?? imageFileError(file);
  return (
    <Stack gap={6}>
      <FileInput
        label={peopleMessages.onboarding.uploadId}
        placeholder={current ? 'Choose a new image to replace it' : 'Choose an image'}
        accept={ACCEPTED_IMAGES}
        name="id_document"
        value={file}
        onChange={onChange}
        clearable
        // Mantine's placeholder grey (2:1 on white) fails WCAG AA; this one is a button's text.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
        withAsterisk={required}
        leftSection={<IconId size={18} aria-hidden="true" />}
        error={message}
        aria-invalid={Boolean(message) || undefined}
      />
      {current ? (
        <Group gap={6} wrap="nowrap">
          <IconFileCheck size={16} color="var(--mantine-color-kazi-7)" aria-hidden="true" />
          <Text size="sm" c="dimmed" truncate>
            On file:{' '}
            <Anchor href={current.download_url} size="sm">
              {current.name}
            </Anchor>
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
