import { RouterProvider } from 'react-router';
import { clearSession, sessionQueryOptions } from '@/features/auth/api/session.ts';
import { setSessionEndHandler } from '@/lib/api/client.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';

const queryClient = createQueryClient();

// Start verifying the session at once, in parallel with loading the first route's code.
void queryClient.prefetchQuery(sessionQueryOptions());

// A 401 (or a not-authenticated 403) on any call: forget the user; the session guard then
// sends them to /login and, after signing in, back where they were.
setSessionEndHandler(() => clearSession(queryClient, 'expired'));

/** The router comes from main.tsx, which creates it in a task of its own (it starts loading the first page). */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
