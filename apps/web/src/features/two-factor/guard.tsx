import { TWO_FACTOR_REQUIRED_ROLES } from '@kazi/shared/auth/two-factor-roles';
import { Navigate, Outlet } from 'react-router';
import { BootScreen } from '@/app/shell/BootScreen.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths } from '@/lib/paths.ts';
import { useTwoFactorStatus } from './api/two-factor.ts';

/**
 * Admins and pay admins whose installation requires a second factor set it up before anything
 * else: the server refuses them every other route until then (ADR 019). Others pass at once.
 */
export function RequireTwoFactorEnrolment() {
  const user = useUser();
  const concerned = user.roles.some((role) => TWO_FACTOR_REQUIRED_ROLES.includes(role));
  const status = useTwoFactorStatus(concerned);
  if (!concerned) return <Outlet />;
  if (status.isPending) return <BootScreen />;
  if (status.data?.required && !status.data.enabled) return <Navigate to={paths.twoFactorSetup} replace />;
  return <Outlet />;
}
