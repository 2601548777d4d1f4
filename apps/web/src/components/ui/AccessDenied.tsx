import { coreMessages } from '@kazi/shared/messages/core';
import { IconLock } from '@tabler/icons-react';
import { MessagePage } from './MessagePage.tsx';

/** For pages behind a permission the user lacks; the server refuses the data anyway. */
export function AccessDenied({ detail = coreMessages.access.deniedDetail }: { detail?: string }) {
  return (
    <MessagePage
      icon={<IconLock size={28} stroke={1.6} />}
      title={coreMessages.access.deniedTitle}
      detail={detail}
      color="gray"
    />
  );
}
