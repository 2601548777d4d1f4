/** Cookie consent: categories, the cookies that keep the choice, 365 days. */
export const COOKIE_CATEGORIES = [
  {
    name: 'essential',
    label: 'Essential',
    description:
      'Keep you signed in, protect forms against forgery and remember this choice. Always on: Kazi cannot work without them.',
    required: true,
  },
  {
    name: 'performance_functionality',
    label: 'Performance and functionality',
    description:
      'Remember your preferences, such as list filters and page sizes, to make Kazi faster to use.',
    required: false,
  },
  {
    name: 'analytics_customization',
    label: 'Analytics and customization',
    description: 'Count visits and measure how features are used, so we know what to improve.',
    required: false,
  },
  {
    name: 'targeting_advertising',
    label: 'Targeting and advertising',
    description: 'Show relevant Kazi offers on other sites and measure our campaigns.',
    required: false,
  },
] as const;

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]['name'];
export const COOKIE_CATEGORY_NAMES = COOKIE_CATEGORIES.map((category) => category.name) as CookieCategory[];

/** The consent cookie: `<timestamp ms>|<category>,<category>…`; the closed-at cookie: `<timestamp ms>`. */
export const CONSENT_COOKIE = 'kazi_cookie_consent';
export const CONSENT_CLOSED_COOKIE = 'kazi_cookie_consent_closed_at';
const CONSENT_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_DAYS * 24 * 60 * 60;

export interface Consent {
  at: number;
  categories: CookieCategory[];
}

/** Essential is always part of a consent, whatever was chosen. */
export function encodeConsent(at: number, chosen: readonly string[]): string {
  const categories = COOKIE_CATEGORY_NAMES.filter((name) => name === 'essential' || chosen.includes(name));
  return `${Math.floor(at)}|${categories.join(',')}`;
}

/** Reads a consent cookie; null when missing, malformed or older than 365 days. */
export function decodeConsent(value: string | null | undefined, now: number): Consent | null {
  if (!value) return null;
  const [stamp, list = ''] = value.split('|');
  const at = Number(stamp);
  if (!Number.isFinite(at) || at <= 0 || at > now + 60_000) return null;
  if (now - at > CONSENT_DAYS * 86_400_000) return null;
  const given = list.split(',');
  const categories = COOKIE_CATEGORY_NAMES.filter((name) => name === 'essential' || given.includes(name));
  return { at, categories };
}
