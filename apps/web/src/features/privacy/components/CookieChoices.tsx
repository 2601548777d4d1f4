import type { CookieCategory } from '@kazi/shared/privacy/cookies';
import { lazy, Suspense, useState } from 'react';

const CookieChoicesDialog = lazy(() =>
  import('./CookieChoicesDialog.tsx').then((m) => ({ default: m.CookieChoicesDialog })),
);

export interface CookieChoicesProps {
  opened: boolean;
  onClose: () => void;
  chosen: CookieCategory[];
  onChange: (chosen: CookieCategory[]) => void;
  onSave: () => void;
}

/**
 * The banner's "customise" dialog, loaded on first opening: the banner is a first visit's first
 * screen, and the dialog's code (modal, focus trap, switches) would double what it loads. Once
 * loaded it stays mounted, so closing animates and returns focus as any modal.
 */
export function CookieChoices(props: CookieChoicesProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieChoicesDialog {...props} />
    </Suspense>
  );
}
