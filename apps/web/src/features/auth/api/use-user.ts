import type { User } from '@kazi/shared/auth/schemas';
import { useRef } from 'react';
import { useSession } from './session.ts';

/**
 * The signed-in user, for components under the session guard (which renders nothing without
 * one). When the session ends (Log Out, expiry) a mounted component may render once more before
 * the guard unmounts it; it keeps the user it last had for that render instead of failing the
 * page. Used outside the guard it throws: that is a programming error, not a state to handle.
 */
export function useUser(): User {
  const { data } = useSession();
  const last = useRef<User | null>(null);
  if (data) last.current = data;
  if (!last.current) throw new Error('useUser() needs a signed-in user: render it under <RequireSession>.');
  return last.current;
}
