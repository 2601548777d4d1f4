import type { User } from '@kazi/shared/auth/schemas';
import { useSession } from './session.ts';

/**
 * The signed-in user, for components under the session guard (which renders nothing without
 * one). Throws if used outside it: that is a programming error, not a state to handle.
 */
export function useUser(): User {
  const { data } = useSession();
  if (!data) throw new Error('useUser() needs a signed-in user: render it under <RequireSession>.');
  return data;
}
