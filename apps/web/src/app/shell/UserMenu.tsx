import { lazy, Suspense } from 'react';
import { useMenuOnIntent } from './menu-on-intent.ts';
import { UserBadge } from './UserBadge.tsx';

const loadUserMenuDropdown = () => import('./UserMenuDropdown.tsx');
const UserMenuDropdown = lazy(() => loadUserMenuDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** The user's badge in the top bar, opening the user menu (the colour scheme); the menu loads on intent. */
export function UserMenu() {
  const menu = useMenuOnIntent(loadUserMenuDropdown);
  const placeholder = <UserBadge {...menu.intent} />;
  if (!menu.swapped) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown opened={menu.opened} onChange={menu.setOpened} />
    </Suspense>
  );
}
