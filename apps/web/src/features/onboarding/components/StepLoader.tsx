import { Card, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';

interface StepLoaderProps {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  children: () => ReactNode;
}

/** Skeletons while a step's data loads, the error with a retry, then the step. */
export function StepLoader({ pending, error, onRetry, retrying, children }: StepLoaderProps) {
  if (pending) {
    return (
      <Card maw={720} mx="auto" p={{ base: 'lg', sm: 40 }} aria-busy="true" aria-label="Loading">
        <Stack gap="md">
          <Skeleton h={20} w="40%" />
          <Skeleton h={32} w="60%" />
          <Skeleton h={180} />
        </Stack>
      </Card>
    );
  }
  if (error) {
    return (
      <Stack maw={720} mx="auto">
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} />
      </Stack>
    );
  }
  return children();
}
