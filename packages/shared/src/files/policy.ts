import type { Role } from '../auth/roles.ts';

/** The uploader and admins read a file; each domain grants more through its own records. */
export function canDownloadFile(
  actor: { id: number; roles: readonly Role[] },
  file: { ownerId: number | null },
): boolean {
  return file.ownerId === actor.id || actor.roles.includes('admin');
}
