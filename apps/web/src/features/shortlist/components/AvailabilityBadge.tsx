import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import type { TalentInterest } from '@kazi/shared/opportunities/talent-pool';
import { Badge } from '@mantine/core';

const A = shortlistMessages.shortlist.availability;

/** A person's answer to the opportunity's availability poll: not asked, asked, or their answer. */
export function AvailabilityBadge({ interest }: { interest: TalentInterest }) {
  if (!interest)
    return (
      <Badge color="gray" variant="outline" c="var(--kazi-text-strong)">
        {A.notAsked}
      </Badge>
    );
  switch (interest.status) {
    case null:
      return (
        <Badge color="yellow" variant="light" c="var(--kazi-text-strong)">
          {A.asked}
        </Badge>
      );
    case 'interested':
      return (
        <Badge color="green" variant="light" c="var(--kazi-text-strong)">
          {A.interested}
        </Badge>
      );
    case 'uninterested':
      return (
        <Badge color="orange" variant="light" c="var(--kazi-text-strong)">
          {A.uninterested}
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="light" c="var(--kazi-text-strong)">
          {A.rejected}
        </Badge>
      );
  }
}
