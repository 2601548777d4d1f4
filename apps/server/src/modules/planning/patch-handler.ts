import { changedTimelineFields, timelineErrors } from '@kazi/shared/planning/rules';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { type ProjectPatchHandler, recordProjectActivity } from '../project-core/index.ts';
import { insertTimelineChanges, setProjectTimeline } from './writes.repository.ts';

/**
 * The timeline part of PATCH projects/{id}/ (Timeline form): `start_date` and
 * `deadline`, both required once either is sent, the start not after the deadline, and
 * `change_log: { reason }` whenever a date that was set changes. Each changed date becomes a row
 * of the timeline change log (setting a date the first time too, with the reason given or none),
 * plus one `timeline_updated` activity and one audit row. Staff only (`project.manage_timeline`).
 */
export const timelinePatchHandler: ProjectPatchHandler = {
  phase: 'parts',
  keys: ['start_date', 'deadline', 'change_log'],
  allowed(ctx) {
    return ctx.loaded.abilities.manage_timeline;
  },
  async apply(tx, _app, ctx, body) {
    if (body.start_date === undefined && body.deadline === undefined) return;
    const project = ctx.loaded.project;
    const previous = { start_date: project.startDate, deadline: project.deadline };
    const next = {
      start_date: body.start_date === undefined ? previous.start_date : body.start_date,
      deadline: body.deadline === undefined ? previous.deadline : body.deadline,
    };
    const reason = body.change_log?.reason?.trim() ?? '';
    const errors = timelineErrors(previous, next, reason);
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const changes = changedTimelineFields(previous, next);
    if (!changes.length) return;

    const row = await setProjectTimeline(tx, project.id, {
      startDate: next.start_date,
      deadline: next.deadline,
    });
    await insertTimelineChanges(
      tx,
      changes.map((change) => ({
        projectId: project.id,
        field: change.field,
        targetType: 'project' as const,
        targetId: project.id,
        reason,
        previousValue: change.previous,
        newValue: change.next,
        createdById: ctx.actor.id,
      })),
    );
    await recordProjectActivity(tx, {
      projectId: project.id,
      actorId: ctx.actor.id,
      action: 'timeline_updated',
      data: { fields: changes.map((change) => change.field), reason },
    });
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'project.timeline_changed',
      targetType: 'project',
      targetId: project.id,
      before: previous,
      after: next,
      requestId: ctx.requestId,
    });
    if (row) ctx.replaceProject(row);
  },
};
