import { can, type Permission } from '@kazi/shared/auth/permissions';
import { canInvite } from '@kazi/shared/invites/policy';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { InviteForm } from '@/features/invites/components/InviteForm.tsx';
import { PendingInvitesTable } from '@/features/invites/components/PendingInvitesTable.tsx';
import { CreateClientForm } from '@/features/users/components/CreateClientForm.tsx';
import { UsersList } from '@/features/users/components/UsersList.tsx';

interface UsersSection {
  path: string;
  label: string;
  permission: Permission;
  /** A rule beyond the permission (the Invite form: not before onboarding is finished). */
  allowed?: (user: Parameters<typeof canInvite>[0]) => boolean;
  element: ReactNode;
}

/**
 * Admins (`users.manage`) see Active, Deactivated, Invite, Pending and Create client;
 * everyone else who may invite sees Invite and Pending only.
 */
const SECTIONS: UsersSection[] = [
  { path: 'active', label: 'Active', permission: 'users.manage', element: <UsersList key="active" active /> },
  {
    path: 'deactivated',
    label: 'Deactivated',
    permission: 'users.manage',
    element: <UsersList key="deactivated" active={false} />,
  },
  {
    path: 'invite',
    label: 'Invite',
    permission: 'invites.send_developer',
    allowed: canInvite,
    element: <InviteForm />,
  },
  {
    path: 'pending',
    label: 'Pending',
    permission: 'invites.send_developer',
    element: <PendingInvitesTable />,
  },
  { path: 'create', label: 'Create client', permission: 'users.manage', element: <CreateClientForm /> },
];

/** `/settings/users/*`: the users administration and invitations. */
export default function UsersTab() {
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = SECTIONS.filter(
    (section) => can(user, section.permission) && (section.allowed?.(user) ?? true),
  );
  const home = sections[0]?.path ?? 'pending';
  const current = pathname.split('/')[3] ?? '';
  return (
    <>
      <Tabs
        value={sections.some((s) => s.path === current) ? current : null}
        onChange={(value) => value && navigate(`/settings/users/${value}`)}
        variant="pills"
        mb="lg"
      >
        <Tabs.List aria-label="Users">
          {sections.map((section) => (
            <Tabs.Tab key={section.path} value={section.path}>
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        {sections.map((section) => (
          <Route key={section.path} path={section.path} element={section.element} />
        ))}
        <Route path="*" element={<Navigate to={`/settings/users/${home}`} replace />} />
      </Routes>
    </>
  );
}
