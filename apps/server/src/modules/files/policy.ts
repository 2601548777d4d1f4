import type { SessionActor } from '../../http/session.ts';
import type { FileRow } from './repository.ts';

/** The uploader and admins read a file; each domain grants more through its own records. */
export function canDownloadFile(actor: SessionActor, file: FileRow): boolean {
  return file.ownerId === actor.id || actor.roles.includes('admin');
}
