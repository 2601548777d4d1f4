import { can } from '@kazi/shared/auth/permissions';
import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { DASHBOARD_CARDS } from '../cards.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import classes from './DashboardGrid.module.css';

/** Renders the card registry in columns: one on phones, two from 992 px, cards flowing down each. */
export function DashboardGrid() {
  const user = useUser();
  const cards = DASHBOARD_CARDS.filter((card) => !card.permission || can(user, card.permission));
  return (
    <Box className={classes.grid}>
      {cards.map(({ id, span, component: CardComponent }) => (
        <Box
          key={id}
          data-card={id}
          className={span === 'full' ? `${classes.card} ${classes.full}` : classes.card}
        >
          <ErrorBoundary fallback={(error, reset) => <ErrorState error={error} onRetry={reset} />}>
            <Suspense fallback={<CardSkeleton />}>
              <CardComponent />
            </Suspense>
          </ErrorBoundary>
        </Box>
      ))}
    </Box>
  );
}
