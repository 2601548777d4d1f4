import { can } from '@kazi/shared/auth/permissions';
import type { User } from '@kazi/shared/auth/schemas';
import {
  type Icon,
  IconBook2,
  IconBriefcase2,
  IconGift,
  IconMail,
  IconSettings,
  IconUserPlus,
  IconWallet,
} from '@tabler/icons-react';
import { paths, paymentsHomePath } from '@/lib/paths.ts';

export interface QuickLink {
  /**
   * The link's name. Deliberately not the sidebar's words ("Projects", "Outbox"…): the sidebar
   * links stay the only links with those names on the page.
   */
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

function accountDescription(user: User): string {
  if (can(user, 'payout_methods.manage_own')) return 'Profile, payout methods, password and privacy.';
  if (can(user, 'company.edit_own')) return 'Company details, password and privacy.';
  return 'Personal details, password and privacy.';
}

/** Shortcuts on the dashboard, by permission (and the payments home rule). */
export function quickLinks(user: User): QuickLink[] {
  const talent = !can(user, 'payments.view_incoming');
  const links: QuickLink[] = [
    {
      title: 'Your work',
      description: 'Teams, timelines, timesheets and reports.',
      to: paths.projects,
      icon: IconBriefcase2,
    },
    talent
      ? {
          title: 'Payouts',
          description: 'What you earned and when it is paid.',
          to: paymentsHomePath(user),
          icon: IconWallet,
        }
      : {
          title: 'Invoices',
          description: 'Invoices, payments and their status.',
          to: paymentsHomePath(user),
          icon: IconWallet,
        },
    { title: 'Your account', description: accountDescription(user), to: paths.settings, icon: IconSettings },
  ];
  if (can(user, 'project.create_dedicated')) {
    links.push({
      title: 'Hire a developer',
      description: 'Start a dedicated-developer project.',
      to: paths.newDedicated,
      icon: IconUserPlus,
    });
  }
  if (can(user, 'referral.view')) {
    links.push({
      title: 'Invite and earn',
      description: 'Bring developers you trust to Kazi.',
      to: paths.referral,
      icon: IconGift,
    });
  }
  if (can(user, 'community.view')) {
    links.push({
      title: 'How we work',
      description: 'Our guide to working together.',
      to: paths.community,
      icon: IconBook2,
    });
  }
  if (can(user, 'mail.view_outbox')) {
    links.push({
      title: 'Sent mail',
      description: 'Every e-mail the platform sent.',
      to: paths.outbox,
      icon: IconMail,
    });
  }
  return links;
}
