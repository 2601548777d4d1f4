import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import classes from './AppLayout.module.css';
import { Sidebar } from './Sidebar.tsx';
import { SidePanelProvider } from './side-panel.tsx';
import { TopBar } from './TopBar.tsx';
import { TopBarProvider } from './top-bar-context.tsx';

/** The terms prompt loads with the shell, apart from it. */
const TermsPrompt = lazy(() => import('@/features/terms/TermsPrompt.tsx'));

/** The signed-in shell: top bar, 220 px sidebar (a burger drawer under 768 px), side panel. */
export function AppLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the phone drawer after navigating.
  useEffect(() => close(), [pathname]);

  return (
    <TopBarProvider>
      <SidePanelProvider>
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
        <AppShell
          header={{ height: 64 }}
          navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
          padding={{ base: 'md', sm: 'xl' }}
        >
          <AppShell.Header>
            <TopBar navOpened={navOpened} onToggleNav={toggle} />
          </AppShell.Header>
          <Sidebar mobileOpened={navOpened} />
          <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
            <Box maw={1200} mx="auto">
              <Outlet />
            </Box>
          </AppShell.Main>
        </AppShell>
        <Suspense fallback={null}>
          <TermsPrompt />
        </Suspense>
      </SidePanelProvider>
    </TopBarProvider>
  );
}
