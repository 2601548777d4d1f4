import { format } from '../messages/format.ts';
import { securityMessages } from '../messages/security.ts';

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Linux" from a User-Agent header: enough to recognise one's devices, nothing more. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  return format(securityMessages.sessions.device, {
    browser: first(BROWSERS, text) ?? securityMessages.sessions.unknownBrowser,
    os: first(SYSTEMS, text) ?? securityMessages.sessions.unknownOs,
  });
}
