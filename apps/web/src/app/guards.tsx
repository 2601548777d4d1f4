import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionEndReason, useSession } from '@/features/auth/api/session.ts';
import { useUser } from '@/features/auth/api/use-user.ts';
import { isOnboardingPath, paths } from '@/lib/paths.ts';

/** What the login page reads to send the user back where they were going. */
interface LoginLocationState {
  from?: string;
}

/**
 * Signed-out people go to `/` (the login page), or `/login` after their session expired; either
 * way they come back here after signing in. After Log Out they start afresh at `/`.
 */
export function RequireSession() {
  const { data: user } = useSession();
  const location = useLocation();
  if (!user) {
    const reason = sessionEndReason();
    if (reason === 'logout') return <Navigate to={paths.home} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    const to = reason === 'expired' ? paths.login : paths.home;
    return <Navigate to={to} replace state={{ from } satisfies LoginLocationState} />;
  }
  return <Outlet />;
}

/**
 * People who cannot contribute yet finish onboarding first, and so do people who
 * have not reached its end: a talent who went back from the payout step comes back to it.
 */
export function RequireContributor() {
  const user = useUser();
  const { pathname } = useLocation();
  const onboarded = user.can_contribute && user.onboarding_stage === 'finish';
  if (!onboarded && !isOnboardingPath(pathname)) return <Navigate to={paths.onboard} replace />;
  return <Outlet />;
}

/** `/` and `/login` show the login page only when signed out; signed in, go on. */
export function GuestOnly() {
  const { data: user } = useSession();
  const location = useLocation();
  if (user) {
    const from = (location.state as LoginLocationState | null)?.from;
    return <Navigate to={isReturnPath(from) ? from : paths.dashboard} replace />;
  }
  return <Outlet />;
}

/** Only same-site paths, and never back to the login page itself. */
function isReturnPath(from: string | undefined): from is string {
  return Boolean(
    from?.startsWith('/') && !from.startsWith('//') && from !== paths.home && from !== paths.login,
  );
}
