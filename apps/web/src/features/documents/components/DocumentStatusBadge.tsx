import type { DocumentStatus } from '@kazi/shared/documents/schemas';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Badge } from '@mantine/core';

const COLORS: Record<DocumentStatus, string> = { approved: 'kazi', pending: 'yellow', draft: 'gray' };

/** A document's status (approved, pending, draft), in words: the colour only repeats them. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} c={status === 'pending' ? 'yellow.9' : undefined}>
      {projectsMessages.documents.statusLabels[status]}
    </Badge>
  );
}
