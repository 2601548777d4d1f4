import { MESSAGES } from '@kazi/shared/messages';
import { IconLock } from '@tabler/icons-react';
import { MessagePage } from './MessagePage.tsx';

/** For pages behind a permission the user lacks; the server refuses the data anyway. */
export function AccessDenied({ detail = MESSAGES.access.deniedDetail }: { detail?: string }) {
  return (
    <MessagePage
      icon={<IconLock size={28} stroke={1.6} />}
      title={MESSAGES.access.deniedTitle}
      detail={detail}
      color="gray"
    />
  );
}
