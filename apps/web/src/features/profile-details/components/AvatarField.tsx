import { ACCEPTED_IMAGES } from '@kazi/shared/files/schemas';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useMemo } from 'react';
import { imageFileError } from '../lib/image-file.ts';

interface AvatarFieldProps {
  /** The avatar saved now (avatar_url), if any. */
  currentUrl: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A server error for this field (e.g. a file that is not an image). */
  error?: string | null;
}

/** The profile picture: a preview and one button; images only, at most 5 MB. */
export function AvatarField({ currentUrl, name, file, onChange, error }: AvatarFieldProps) {
  const errorId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const message = error ?? imageFileError(file);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={preview ?? currentUrl} size={72} radius="xl" alt="" color="kazi">
        {name.slice(0, 1).toUpperCase() || null}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={onChange} accept={ACCEPTED_IMAGES} name="image">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
              aria-describedby={message ? errorId : undefined}
            >
              {currentUrl || file ? 'Change photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {file ? file.name : 'PNG, JPEG, GIF or WebP, up to 5 MB.'}
        </Text>
        {message ? (
          <Text id={errorId} size="xs" c="var(--kazi-text-danger)" role="alert">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
