import { coreMessages } from '@kazi/shared/messages/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { MessagePage } from '@/components/ui/MessagePage.tsx';

/** Any path the app does not know (inside the shell). */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={<IconMapQuestion size={28} stroke={1.6} />}
      title={coreMessages.generic.notFoundTitle}
      detail={coreMessages.generic.notFoundDetail}
    />
  );
}
