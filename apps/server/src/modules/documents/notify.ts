import { format, MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { projectAudience } from '../notifications/audience.repository.ts';
import { notify } from '../notifications/notify.ts';
import type { ProjectRow } from '../project-core/index.ts';

/** Tells the project's people (but the actor) that a document was added or changed: bell only. */
export async function notifyDocumentChange(
  app: FastifyInstance,
  tx: Db,
  change: {
    kind: 'document_added' | 'document_updated';
    project: ProjectRow;
    actorId: number;
    document: { id: number; title: string };
  },
): Promise<void> {
  const { project, document } = change;
  const audience = await projectAudience(tx, project, change.actorId);
  await notify(
    app,
    tx,
    { actorId: change.actorId },
    audience.map((recipient) => ({
      recipient,
      kind: change.kind,
      subject: format(MESSAGES.notifications.subjects[change.kind], {
        project: project.title,
        title: document.title,
      }),
      link: `/projects/${project.id}/docs`,
      ...(change.kind === 'document_added' ? { key: `document:${document.id}:added` } : {}),
    })),
  );
}
