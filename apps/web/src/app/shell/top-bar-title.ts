import { firstSegment } from '@/lib/paths.ts';

const TITLES: Record<string, string> = {
  projects: 'Projects',
  payments: 'Payments',
  settings: 'Settings',
  tests: 'Tests',
  referral: 'Refer and Earn',
  community: 'Community Guide',
  outbox: 'Outbox',
};

/** The top bar title follows the first path segment; anything else reads Dashboard. */
export function topBarTitle(pathname: string): string {
  return TITLES[firstSegment(pathname)] ?? 'Dashboard';
}
