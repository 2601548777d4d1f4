import type { Company } from '@kazi/shared/company/schemas';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useCompany } from '../api/company.ts';

/** Loads me/company/ (skeleton, or an error with retry), then renders the form for it. */
export function CompanyLoader({
  label,
  children,
}: {
  label: string;
  children: (company: Company | null) => ReactNode;
}) {
  const company = useCompany();
  if (company.isPending) {
    return (
      <Stack maw={760} aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  }
  if (company.isError) {
    return (
      <ErrorState error={company.error} onRetry={() => company.refetch()} retrying={company.isFetching} />
    );
  }
  return children(company.data.company);
}
