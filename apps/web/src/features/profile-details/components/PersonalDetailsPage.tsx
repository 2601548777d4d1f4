import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useProfile } from '../api/profile.ts';
import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';

/** Loads me/profile/ (skeletons, or an error with retry) and shows the form. */
export function PersonalDetailsPage() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="lg" maw={760} aria-busy="true" aria-label="Loading personal details">
        <Skeleton h={260} radius="lg" />
        <Skeleton h={200} radius="lg" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
    );
  }
  return <PersonalDetailsForm profile={profile.data} />;
}
