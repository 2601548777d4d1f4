import {
  CONSENT_CLOSED_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  type CookieCategory,
  decodeConsent,
  encodeConsent,
} from '@kazi/shared/privacy/cookies';
import { readCookie } from '@/lib/cookies.ts';

const listeners = new Set<() => void>();

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is the spec's storage; the Cookie Store API is not in every browser Kazi supports.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The stored consent: the consent cookie when valid, or null (ask again). */
export function readConsent(): Consent | null {
  return decodeConsent(readCookie(CONSENT_COOKIE), Date.now());
}

/** Whether the banner was answered or closed within the last 365 days. */
export function consentAnswered(): boolean {
  return readConsent() !== null || Boolean(readCookie(CONSENT_CLOSED_COOKIE));
}

/** Keeps the chosen categories (essential always) for 365 days, and when the banner was closed. */
export function saveConsent(categories: readonly CookieCategory[]): void {
  const now = Date.now();
  writeCookie(CONSENT_COOKIE, encodeConsent(now, categories));
  writeCookie(CONSENT_CLOSED_COOKIE, String(now));
  for (const listener of listeners) listener();
}

/** Closing the banner without choosing: essential cookies only, and the banner stays closed. */
export function closeConsentBanner(): void {
  writeCookie(CONSENT_CLOSED_COOKIE, String(Date.now()));
  for (const listener of listeners) listener();
}

/**
 * A first visit's HTML (consent.html, apps/web/build/consent-banner.ts) shows the banner as static
 * markup before the scripts run; React's banner, or the finding that it is not needed, removes it.
 */
export const STATIC_BANNER_ID = 'kazi-consent-static';

export function removeStaticBanner(): void {
  document.getElementById(STATIC_BANNER_ID)?.remove();
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
