import { DEVELOPER_PLATFORM_CONDITIONS } from './developer-platform-conditions.ts';

/**
 * The version of the developer platform conditions in force ("Last updated
 * 8 December 2022"). A person who agreed before this instant is asked again.
 */
export const LATEST_TERMS_CREATED_AT = DEVELOPER_PLATFORM_CONDITIONS.effectiveAt;

/**
 * Agreed to the latest terms: an agreement at or after the version's date that no later refusal
 * replaced (the latest answer counts).
 */
export function hasAgreedLatestTerms(
  agreedAt: Date | string | null,
  disagreedAt: Date | string | null = null,
): boolean {
  if (!agreedAt) return false;
  const agreed = new Date(agreedAt).getTime();
  if (agreed < Date.parse(LATEST_TERMS_CREATED_AT)) return false;
  return !disagreedAt || new Date(disagreedAt).getTime() < agreed;
}
