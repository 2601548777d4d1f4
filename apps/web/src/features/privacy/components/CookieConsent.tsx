import { lazy, Suspense, useState } from 'react';
import { consentAnswered } from '../lib/consent.ts';

const CookieConsentBanner = lazy(() =>
  import('./CookieConsentBanner.tsx').then((m) => ({ default: m.CookieConsentBanner })),
);

/** Mounted on every page (RootLayout): loads the banner only for visitors who have not answered. */
export function CookieConsent() {
  const [needed] = useState(() => !consentAnswered());
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
