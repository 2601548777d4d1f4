import { avatarOverflow, CARD_AVATAR_LIMIT } from '@kazi/shared/projects/rules';
import type { ProjectPerson } from '@kazi/shared/projects/schemas';
import { Avatar, Text, Tooltip } from '@mantine/core';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Up to 5 avatars and a "+N" for the rest of the team; "No team yet" without one. */
export function MemberAvatars({ members, total }: { members: ProjectPerson[]; total: number }) {
  if (!total) {
    return (
      <Text size="sm" c="dimmed">
        No team yet
      </Text>
    );
  }
  const shown = members.slice(0, CARD_AVATAR_LIMIT);
  const more = avatarOverflow(total, shown.length);
  const label = `Team: ${shown.map((m) => m.display_name).join(', ')}${more ? ` and ${more} more` : ''}`;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing={6} role="img" aria-label={label}>
        {shown.map((member) => (
          <Tooltip key={member.id} label={member.display_name} withArrow>
            <Avatar src={member.avatar_url} alt="" radius="xl" size="md" color="kazi">
              {initials(member.display_name)}
            </Avatar>
          </Tooltip>
        ))}
        {more ? (
          <Avatar radius="xl" size="md" color="gray">
            +{more}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
