import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';

const T = timesheetsMessages.timesheets;

/**
 * Leaving with typed hours asks first: another month, another tab, another page (a dialog: keep
 * editing or discard), or the browser (its own question before unloading).
 */
export function LeaveUnsavedGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={T.unsavedChanges}
      message={T.leaveUnsaved}
      cancelLabel={T.keepEditing}
      confirmLabel={T.discard}
      color="red.9"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
