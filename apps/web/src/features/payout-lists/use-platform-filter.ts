import { useState } from 'react';
import { PLATFORM_FILTER_KEY, type PlatformFilter, readPlatformFilter } from './list-params.ts';

/** Local storage, or null where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The platform bar's payout filter, kept in local storage (spec 001 §2, §9) so it holds after a
 * reload; none for people without the bar.
 */
export function usePlatformFilter(
  enabled: boolean,
): [PlatformFilter | null, (platform: PlatformFilter | null) => void] {
  const [platform, setPlatform] = useState(() => (enabled ? readPlatformFilter(storage()) : null));
  const change = (next: PlatformFilter | null) => {
    setPlatform(next);
    try {
      if (next) storage()?.setItem(PLATFORM_FILTER_KEY, next);
      else storage()?.removeItem(PLATFORM_FILTER_KEY);
    } catch {
      // A full or refused storage keeps the filter for this page only.
    }
  };
  return [enabled ? platform : null, change];
}
