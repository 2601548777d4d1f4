import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import type { ProjectAbilities } from '@kazi/shared/project-abilities';

const S = shortlistMessages.shortlist;

/**
 * The empty Shortlist tab's text: the hint to add people from the Talent Pool only for those who
 * may add them (`manage_shortlist`); the client who owns the opportunity, client managers and
 * support officers, and anyone on an archived or converted one read that nobody is on it yet.
 */
export function emptyShortlistText(abilities: Pick<ProjectAbilities, 'manage_shortlist'>): string {
  return abilities.manage_shortlist ? S.emptyShortlist : S.emptyShortlistReadOnly;
}
