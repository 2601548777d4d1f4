import type { FastifyInstance } from 'fastify';
import { addParticipant, type ProjectRow } from '../../db/factories/projects.ts';
import {
  insertDeveloperRating,
  insertProgressEvent,
  insertProgressReport,
  insertReportAttachment,
} from '../../db/factories/reports.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { holds, MISSING, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

const ANSWERS = {
  status: 'on_schedule',
  percentage: 40,
  accomplished: 'The sign-in page',
  todo: 'The dashboard',
  nextDeadline: '2099-01-01',
} as const;

/** A developer update the caller filed (with an image) and a client survey they answered. */
async function filedBy(app: FastifyInstance, project: ProjectRow, userId: number, workerId: number) {
  const dueAt = new Date();
  const update = await insertProgressEvent(app.db, {
    projectId: project.id,
    type: 'developer',
    dueAt,
    userId,
  });
  const report = await insertProgressReport(app.db, { eventId: update.id, authorId: userId, ...ANSWERS });
  const image = await insertReportAttachment(app.db, {
    reportId: report.id,
    ownerId: userId,
    name: 'screen.png',
    store: app.fileStore,
  });
  const survey = await insertProgressEvent(app.db, {
    projectId: project.id,
    type: 'developer_rating',
    dueAt,
    userId,
  });
  const rating = await insertDeveloperRating(app.db, {
    eventId: survey.id,
    userId: workerId,
    createdById: userId,
    rating: 3,
  });
  return { reportId: report.id, attachmentId: image.id, ratingId: rating.id };
}

const attachment =
  (reach: boolean) =>
  ({ caller, ids }: MatrixContext): MatrixRequest => {
    const missing = !reach && holds(caller, 'projects.view_all');
    return {
      kind: 'json',
      params: {
        id: missing ? MISSING : ((reach ? ids.reportId : ids.foreignReportId) as number),
        attachmentId: (reach ? ids.attachmentId : ids.foreignAttachmentId) as number,
      },
    };
  };

/**
 * Filing is open to every signed-in person at the gate; who may file or change a report is decided
 * on the event (404 out of sight, 403 for someone else's: filing.test.ts walks those). Every role
 * has, on its own project, a developer update it filed with an image and a client survey it
 * answered; the stranger has the same on the foreign project, out of everyone's reach.
 */
export const reportFilingMatrix: MatrixSection = {
  expected: {
    'POST /api/progress-reports/': signedIn(),
    'GET /api/progress-reports/:id/': succeeds(signedIn(), 200),
    'PATCH /api/progress-reports/:id/': succeeds(signedIn(), 200),
    'GET /api/progress-reports/:id/attachments/:attachmentId/': succeeds(signedIn(), 200),
    'POST /api/developer-rating/': signedIn(),
    'PATCH /api/developer-rating/:id/': succeeds(signedIn(), 200),
  },
  requests: {
    'GET /api/progress-reports/:id/': onRecord('reportId'),
    'PATCH /api/progress-reports/:id/': onRecord('reportId', { todo: 'Tests' }),
    'GET /api/progress-reports/:id/attachments/:attachmentId/': attachment(true),
    'PATCH /api/developer-rating/:id/': onRecord('ratingId', { rating: 4 }),
  },
  unreachable: {
    'GET /api/progress-reports/:id/': outOfReach('foreignReportId'),
    'PATCH /api/progress-reports/:id/': outOfReach('foreignReportId', { todo: 'Tests' }),
    'GET /api/progress-reports/:id/attachments/:attachmentId/': attachment(false),
    'PATCH /api/developer-rating/:id/': outOfReach('foreignRatingId', { rating: 4 }),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const worker = await createUserWithRole(app.db, 'developer');
    const filed = new Map<number, Awaited<ReturnType<typeof filedBy>>>();
    for (const [role, project] of projects.home) {
      const user = users.get(role);
      if (!user) continue;
      await addParticipant(app.db, project.id, worker.id, { status: 'accepted' });
      filed.set(user.id, await filedBy(app, project, user.id, worker.id));
    }
    const foreign = await filedBy(app, projects.foreign, projects.stranger.id, projects.stranger.id);
    return (caller) => {
      const own = filed.get(users.get(caller === 'anonymous' ? 'admin' : caller)?.id ?? -1);
      return {
        reportId: own?.reportId ?? MISSING,
        attachmentId: own?.attachmentId ?? MISSING,
        ratingId: own?.ratingId ?? MISSING,
        foreignReportId: foreign.reportId,
        foreignAttachmentId: foreign.attachmentId,
        foreignRatingId: foreign.ratingId,
      };
    };
  },
};
