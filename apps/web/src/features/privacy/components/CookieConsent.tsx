import { lazy, Suspense, useState } from 'react';
import { consentAnswered } from '../lib/consent.ts';

const loadBanner = () => import('./CookieConsentBanner.tsx');
// A first visit needs the banner: fetch it now, alongside the first page, not after that page rendered.
const banner = consentAnswered() ? null : loadBanner();
const CookieConsentBanner = lazy(() =>
  (banner ?? loadBanner()).then((m) => ({ default: m.CookieConsentBanner })),
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
