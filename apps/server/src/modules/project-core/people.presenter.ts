import type { ProjectPerson } from '@kazi/shared/projects/schemas';
import { avatarUrl } from '../users/presenter.ts';
import type { PersonRow } from './people.repository.ts';

/** A person's name as every view shows it: first and last name, or their address when they have none. */
export function displayNameOf(row: Pick<PersonRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/** `{ id, display_name, avatar_url }`, as every project DTO shows a person. */
export function presentPerson(row: PersonRow): ProjectPerson {
  return { id: row.id, display_name: displayNameOf(row), avatar_url: avatarUrl(row.avatarFileId) };
}
