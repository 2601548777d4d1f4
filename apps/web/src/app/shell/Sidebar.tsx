import { AppShell, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useUser } from '@/features/auth/api/use-user.ts';
import { isCurrent, type NavItem, navItems } from './nav-items.ts';
import classes from './Sidebar.module.css';

function SidebarLink({ item, current }: { item: NavItem; current: boolean }) {
  const Icon = item.icon;
  return (
    <Link to={item.to} className={classes.link} aria-current={current ? 'page' : undefined}>
      <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
      <span>{item.label}</span>
    </Link>
  );
}

/** The 220 px sidebar: a `<nav aria-label="Main">` from AppShell.Navbar. */
export function Sidebar({ mobileOpened }: { mobileOpened: boolean }) {
  const user = useUser();
  const { pathname } = useLocation();
  const logout = useLogout();
  const items = navItems(user);
  const admin = items.filter((item) => item.group === 'admin');

  return (
    <AppShell.Navbar
      aria-label="Main"
      className={classes.navbar}
      data-mobile-closed={!mobileOpened || undefined}
    >
      <AppShell.Section grow className={classes.links}>
        {items
          .filter((item) => item.group === 'main')
          .map((item) => (
            <SidebarLink key={item.to} item={item} current={isCurrent(item, pathname)} />
          ))}
        {admin.length ? (
          <>
            <div className={classes.groupLabel} aria-hidden="true">
              Admin
            </div>
            {admin.map((item) => (
              <SidebarLink key={item.to} item={item} current={isCurrent(item, pathname)} />
            ))}
          </>
        ) : null}
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        <UnstyledButton className={classes.link} onClick={() => logout.mutate()} disabled={logout.isPending}>
          <IconLogout size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
          <span>Log Out</span>
        </UnstyledButton>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
