import { RouterProvider } from 'react-router';
import { clearSession, sessionQueryOptions } from '@/features/auth/api/session.ts';
import { setSessionEndHandler } from '@/lib/api/client.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createRouter();

// Start verifying the session at once, in parallel with loading the first route's code.
void queryClient.prefetchQuery(sessionQueryOptions());

// A 401 (or a not-authenticated 403) on any call: forget the user; the session guard then
// sends them to /login and, after signing in, back where they were.
setSessionEndHandler(() => clearSession(queryClient, 'expired'));

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
