import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { consentAnswered, removeStaticBanner, STATIC_BANNER_ID } from '../lib/consent.ts';
import { keepSpaceFor } from '../lib/reserved-space.ts';

const loadBanner = () => import('./CookieConsentBanner.tsx');
// A first visit needs the banner: fetch it now, alongside the first page, not after that page rendered.
const banner = consentAnswered() ? null : loadBanner();
const CookieConsentBanner = lazy(() =>
  (banner ?? loadBanner()).then((m) => ({ default: m.CookieConsentBanner })),
);

/** Mounted on every page (RootLayout): loads the banner only for visitors who have not answered. */
export function CookieConsent() {
  const [needed] = useState(() => !consentAnswered());
  useLayoutEffect(() => {
    if (!needed) return removeStaticBanner();
    // While React's banner loads, the page keeps the static banner's space (same size and place).
    const staticBanner = document.getElementById(STATIC_BANNER_ID);
    return staticBanner ? keepSpaceFor(staticBanner) : undefined;
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
