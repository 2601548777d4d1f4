import { Navigate, type RouteObject, redirect } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths } from '@/lib/paths.ts';
import { defaultSettingsPath, SETTINGS_TABS } from './tabs.ts';

function SettingsIndex() {
  const { permissions } = useUser();
  return <Navigate to={defaultSettingsPath(permissions)} replace />;
}

/** /settings/* inside the shell: one child route per tab. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: () => import('./components/SettingsLayout.tsx').then((m) => ({ Component: m.SettingsLayout })),
    children: [
      { index: true, element: <SettingsIndex /> },
      ...SETTINGS_TABS.map((tab) => ({
        path: tab.path === 'users' ? 'users/*' : tab.path,
        lazy: () => tab.load().then((m) => ({ Component: m.default })),
      })),
      { path: '*', loader: () => redirect(paths.settings) },
    ],
  },
];
