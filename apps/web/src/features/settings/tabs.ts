import type { Permission } from '@kazi/shared/auth/permissions';
import type { ComponentType } from 'react';

export interface SettingsTab {
  /** Path under /settings; `users` owns everything below /settings/users. */
  path: string;
  label: string;
  /** Who sees the tab ("Settings tabs"); everyone when absent. */
  permissions?: Permission[];
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The settings tabs in the order the spec lists them. Each tab is one file in ./tabs that the
 * feature owning it fills in; adding a tab is one entry here.
 */
export const SETTINGS_TABS: SettingsTab[] = [
  {
    path: 'profile',
    label: 'Profile',
    permissions: ['profile.edit_developer'],
    load: () => import('./tabs/ProfileTab.tsx'),
  },
  {
    path: 'personal-details',
    label: 'Personal details',
    load: () => import('./tabs/PersonalDetailsTab.tsx'),
  },
  {
    path: 'company-profile',
    label: 'Company Profile',
    permissions: ['company.edit_own'],
    load: () => import('./tabs/CompanyProfileTab.tsx'),
  },
  {
    path: 'company-details',
    label: 'Company Details',
    permissions: ['company.edit_own'],
    load: () => import('./tabs/CompanyDetailsTab.tsx'),
  },
  {
    path: 'payment',
    label: 'Payment',
    permissions: ['payout_methods.manage_own'],
    load: () => import('./tabs/PaymentTab.tsx'),
  },
  { path: 'account', label: 'Account', load: () => import('./tabs/AccountTab.tsx') },
  { path: 'privacy', label: 'Privacy', load: () => import('./tabs/PrivacyTab.tsx') },
  {
    path: 'users',
    label: 'Users',
    permissions: ['invites.send_developer', 'users.manage'],
    load: () => import('./tabs/UsersTab.tsx'),
  },
];

/** Tabs are shown when the user holds any of their permissions. */
export function visibleTabs(permissions: readonly Permission[]): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) => !tab.permissions || tab.permissions.some((p) => permissions.includes(p)),
  );
}

/** /settings leads developer-type roles to their profile, everyone else to personal details. */
export function defaultSettingsPath(permissions: readonly Permission[]): string {
  return permissions.includes('profile.edit_developer') ? 'profile' : 'personal-details';
}
