import { MESSAGES } from '@kazi/shared/messages';
import { IconMapQuestion } from '@tabler/icons-react';
import { MessagePage } from '@/components/ui/MessagePage.tsx';

/** Any path the app does not know (inside the shell). */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={<IconMapQuestion size={28} stroke={1.6} />}
      title={MESSAGES.generic.notFoundTitle}
      detail={MESSAGES.generic.notFoundDetail}
    />
  );
}
