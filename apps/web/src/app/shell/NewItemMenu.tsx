import { can } from '@kazi/shared/auth/permissions';
import { lazy, Suspense, useState } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';
import { NewButton } from './NewButton.tsx';

const loadNewMenu = () => import('./NewMenu.tsx');
const NewMenu = lazy(() => loadNewMenu().then((m) => ({ default: m.NewMenu })));

/**
 * "New": Dedicated Developer and Opportunity, each behind its permission.
 * The menu's code (floating-ui) is fetched when the user reaches for the button (hover, focus)
 * and swapped in on the first click, which opens it: the button never changes under a click.
 */
export function NewItemMenu() {
  const user = useUser();
  const [swapped, setSwapped] = useState(false);
  const [opened, setOpened] = useState(false);
  const dedicated = can(user, 'project.create_dedicated');
  const opportunity = can(user, 'project.create_opportunity');
  if (!dedicated && !opportunity) return null;

  const placeholder = (
    <NewButton
      aria-haspopup="menu"
      aria-expanded={opened}
      onPointerEnter={() => void loadNewMenu()}
      onFocus={() => void loadNewMenu()}
      onClick={() => {
        setSwapped(true);
        setOpened(true);
      }}
    />
  );
  if (!swapped) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewMenu dedicated={dedicated} opportunity={opportunity} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
