import { Card, Skeleton, Stack } from '@mantine/core';

/** Stands in for a dashboard card while its code or data loads. */
export function CardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Stack gap="sm">
        <Skeleton h={20} w="40%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="85%" />
        <Skeleton h={12} w="60%" />
      </Stack>
    </Card>
  );
}
