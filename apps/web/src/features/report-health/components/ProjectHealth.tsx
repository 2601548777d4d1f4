import { reportsMessages } from '@kazi/shared/messages/reports';
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { reportHealthQuery } from '../api/health.ts';
import { hasHealthData } from '../summary.ts';

const H = reportsMessages.reports.health;

// The charts library stays out of every chunk but this one, loaded when there is something to draw.
const HealthCharts = lazy(() => import('./HealthCharts.tsx').then((m) => ({ default: m.HealthCharts })));

function ChartsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Skeleton h={20} w="30%" />
      <Skeleton h={220} />
    </Stack>
  );
}

/** A project's last 12 weeks: the reported percentage and the client's ratings of each developer. */
export function ProjectHealth({ projectId }: { projectId: number }) {
  const query = useQuery(reportHealthQuery(projectId));
  return (
    <Card component="section" aria-labelledby="project-health-title" data-testid="project-health">
      <Title order={2} fz="lg" mb="md" id="project-health-title">
        {H.title}
      </Title>
      {query.isPending ? (
        <ChartsSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : hasHealthData(query.data) ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <HealthCharts health={query.data} />
        </Suspense>
      ) : (
        <EmptyState
          title={reportsMessages.reports.noDataYet}
          icon={<IconChartLine size={28} stroke={1.6} aria-hidden="true" />}
        />
      )}
    </Card>
  );
}
