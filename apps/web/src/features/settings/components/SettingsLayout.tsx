import { Tabs } from '@mantine/core';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { visibleTabs } from '../tabs.ts';

/** The settings area: the tabs this user may open (as links) above the open tab. */
export function SettingsLayout() {
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = visibleTabs(user.permissions);
  const current = pathname.split('/')[2] ?? '';
  if (!current) return <Outlet />;
  const active = tabs.find((tab) => tab.path === current);
  if (!active) return <Navigate to="/settings" replace />;
  return (
    <>
      <Tabs
        value={active.path}
        onChange={(value) => value && navigate(`/settings/${value}`)}
        keepMounted={false}
        mb="lg"
        variant="default"
      >
        <Tabs.List aria-label="Settings">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
