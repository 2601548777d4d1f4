import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';

/** /tests inside the shell. Placeholder: the issue that builds this area replaces this file. */
export const testsRoutes: RouteObject[] = [{ path: 'tests/*', element: <NotAvailableYet title="Tests" /> }];
