import { can } from '@kazi/shared/auth/permissions';
import type { User } from '@kazi/shared/auth/schemas';
import {
  type Icon,
  IconBook2,
  IconBriefcase2,
  IconChecklist,
  IconGift,
  IconLayoutDashboard,
  IconMail,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { paths, paymentsHomePath } from '@/lib/paths.ts';

export interface NavItem {
  /** The link's accessible name; end-to-end tests select links by it. */
  label: string;
  to: string;
  icon: Icon;
  /** The link is current on this path and below it. */
  section: string;
  group: 'main' | 'admin';
}

/** Sidebar entries for this user, decided by permissions only. */
export function navItems(user: User): NavItem[] {
  const items: NavItem[] = [
    {
      label: 'Dashboard',
      to: paths.dashboard,
      icon: IconLayoutDashboard,
      section: '/dashboard',
      group: 'main',
    },
    { label: 'Projects', to: paths.projects, icon: IconBriefcase2, section: '/projects', group: 'main' },
    { label: 'Payments', to: paymentsHomePath(user), icon: IconWallet, section: '/payments', group: 'main' },
    { label: 'Settings', to: paths.settings, icon: IconSettings, section: '/settings', group: 'main' },
  ];
  if (can(user, 'referral.view')) {
    items.push({
      label: 'Refer and Earn',
      to: paths.referral,
      icon: IconGift,
      section: '/referral',
      group: 'main',
    });
  }
  if (can(user, 'community.view')) {
    items.push({
      label: 'Community Guide',
      to: paths.community,
      icon: IconBook2,
      section: '/community',
      group: 'main',
    });
  }
  if (can(user, 'tests.manage')) {
    items.push({ label: 'Tests', to: paths.tests, icon: IconChecklist, section: '/tests', group: 'admin' });
  }
  if (can(user, 'mail.view_outbox')) {
    items.push({ label: 'Outbox', to: paths.outbox, icon: IconMail, section: '/outbox', group: 'admin' });
  }
  return items;
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}
