import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useProfile } from '@/features/profile-details/api/profile.ts';
import { AboutForm } from './AboutForm.tsx';
import { EntriesSection } from './EntriesSection.tsx';
import { EDUCATION_CONFIG, PROJECT_CONFIG, WORK_CONFIG } from './entry-config.ts';
import { ShareProfileDialog } from './ShareProfileDialog.tsx';

/** /settings/profile: bio and skills, projects, work, education, and the share dialog. */
export function ProfileEditor() {
  const user = useUser();
  const profile = useProfile();
  const [sharing, setSharing] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            Developer profile
          </Title>
          <Text c="dimmed" size="sm">
            What clients and the Kazi team see about your work.
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconShare size={16} aria-hidden="true" />}
          onClick={() => setSharing(true)}
        >
          Share profile
        </Button>
      </Group>
      {profile.isError && !profile.data ? (
        <ErrorState error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
      ) : profile.data ? (
        <AboutForm profile={profile.data} category={user.category} />
      ) : (
        <Skeleton h={320} radius="lg" aria-hidden="true" />
      )}
      <EntriesSection config={PROJECT_CONFIG} />
      <EntriesSection config={WORK_CONFIG} />
      <EntriesSection config={EDUCATION_CONFIG} />
      <ShareProfileDialog opened={sharing} onClose={() => setSharing(false)} />
    </Stack>
  );
}
