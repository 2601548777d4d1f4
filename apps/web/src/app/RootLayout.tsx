import { Center, Stack } from '@mantine/core';
import { Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useSession } from '@/features/auth/api/session.ts';
import { CookieConsent } from '@/features/privacy/components/CookieConsent.tsx';
import { mantineStylesReady } from './mantine-styles-ready.ts';
import { BootScreen } from './shell/BootScreen.tsx';
import { Logo } from './shell/Logo.tsx';
import { ScrollToTop } from './shell/ScrollToTop.tsx';

/**
 * Waits for the session check (and only for it), then renders the matched route. The cookie
 * banner does not wait: it is the same for everyone, and a first visit sees it at once.
 */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<BootScreen />}>
        <SessionGate />
      </Suspense>
      <CookieConsent />
    </>
  );
}

/** While the first page's code loads (the router's hydrate fallback): the boot screen, and the cookie banner already. */
export function RootFallback() {
  return (
    <>
      <BootScreen />
      <CookieConsent />
    </>
  );
}

function SessionGate() {
  use(mantineStylesReady);
  const session = useSession();

  if (session.isPending) return <BootScreen />;
  if (session.isError) {
    return (
      <Center component="main" mih="100dvh" p="md" bg="var(--kazi-app-bg)">
        <Stack align="center" gap="lg" maw={440} w="100%">
          <Logo size={40} />
          <ErrorState error={session.error} onRetry={() => session.refetch()} retrying={session.isFetching} />
        </Stack>
      </Center>
    );
  }
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
