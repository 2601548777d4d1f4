import { coreMessages } from '@kazi/shared/messages/core';
import { Box, Burger, Group, Loader, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { GlobalSearch } from '@/features/global-search/components/GlobalSearch.tsx';
import { NotificationBell } from '@/features/notifications/components/NotificationBell.tsx';
import { Logo } from './Logo.tsx';
import { NewItemMenu } from './NewItemMenu.tsx';
import { useTopBarActionSlot, useTopBarOverride } from './top-bar-context.tsx';
import { topBarTitle } from './top-bar-title.ts';
import { UserMenu } from './UserMenu.tsx';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The header: logo (desktop), burger (phones), the page title as the one h1, the search (not on phones), New, the bell, the user. */
export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  const { pathname } = useLocation();
  const override = useTopBarOverride();
  const action = useTopBarActionSlot();
  const title = override?.title || topBarTitle(pathname);
  const loading = override?.loading ?? false;

  useEffect(() => {
    document.title = loading ? 'Kazi' : `${title} · Kazi`;
  }, [title, loading]);

  return (
    <Group h="100%" gap={0} wrap="nowrap">
      <Box
        visibleFrom="sm"
        w="var(--kazi-sidebar-width)"
        h="100%"
        px="lg"
        style={{
          display: 'flex',
          alignItems: 'center',
          borderRight: '1px solid var(--app-shell-border-color)',
        }}
      >
        <Logo />
      </Box>
      <Group
        flex={1}
        h="100%"
        px={{ base: 'sm', sm: 'xl' }}
        gap="sm"
        wrap="nowrap"
        justify="space-between"
        style={{ minWidth: 0 }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={navOpened}
          />
          <Title
            order={1}
            fz={{ base: 18, sm: 22 }}
            lh={1.2}
            style={{ minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {loading ? (
              <>
                <Loader size="xs" aria-hidden="true" />
                <VisuallyHidden>{coreMessages.generic.loading}</VisuallyHidden>
              </>
            ) : (
              title
            )}
          </Title>
        </Group>
        <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Box visibleFrom="sm">
            <GlobalSearch />
          </Box>
          {action}
          <NewItemMenu />
          <NotificationBell />
          <UserMenu />
        </Group>
      </Group>
    </Group>
  );
}
