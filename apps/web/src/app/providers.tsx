import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './color-scheme.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const Toaster = lazy(() => import('./Toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The toast container and its animations load with the first toast, not with the page: the
 * store behind `notifications.show()` is tiny and keeps the toast until the container is there.
 */
function Toasts() {
  const queued = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  if (queued && !mounted) setMounted(true);
  if (!mounted && !queued) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Theme (the person's colour scheme, the system's by default), toasts (5 s), server state. The router sits inside. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
