import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../api/notifications.ts';
import { BellButton } from './BellButton.tsx';

const loadPanel = () => import('./NotificationPanel.tsx');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/**
 * The bell in the top bar with the unread count. Its list (and floating-ui) load when the user
 * reaches for it, as the New menu does; the first click opens it.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const [swapped, setSwapped] = useState(false);
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <BellButton
      unread={unread}
      aria-expanded={opened}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => {
        setSwapped(true);
        setOpened(true);
      }}
    />
  );
  if (!swapped) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationPanel unread={unread} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
