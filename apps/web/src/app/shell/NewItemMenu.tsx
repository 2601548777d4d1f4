import { can } from '@kazi/shared/auth/permissions';
import { lazy, Suspense } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useMenuOnIntent } from './menu-on-intent.ts';
import { NewButton } from './NewButton.tsx';

const loadNewMenu = () => import('./NewMenu.tsx');
const NewMenu = lazy(() => loadNewMenu().then((m) => ({ default: m.NewMenu })));

/** "New": Dedicated Developer and Opportunity, each behind its permission; the menu loads on intent. */
export function NewItemMenu() {
  const user = useUser();
  const menu = useMenuOnIntent(loadNewMenu);
  const dedicated = can(user, 'project.create_dedicated');
  const opportunity = can(user, 'project.create_opportunity');
  if (!dedicated && !opportunity) return null;

  const placeholder = <NewButton {...menu.intent} />;
  if (!menu.swapped) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewMenu
        dedicated={dedicated}
        opportunity={opportunity}
        opened={menu.opened}
        onChange={menu.setOpened}
      />
    </Suspense>
  );
}
