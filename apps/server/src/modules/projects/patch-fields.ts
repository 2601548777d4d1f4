import { can } from '@kazi/shared/auth/permissions';
import { MESSAGES } from '@kazi/shared/messages';
import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import { dateProblems, NO_END_DATE } from '@kazi/shared/projects/rules';
import { DATE_MESSAGES } from '@kazi/shared/projects/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import {
  has,
  type ProjectPatchContext,
  type ProjectPatchHandler,
  recordProjectActivity,
} from '../project-core/index.ts';
import { activateOpportunity, convertCategory, setArchived, updateProject } from './patch.repository.ts';
import {
  assertCurrencyMayChange,
  auditPaymentChange,
  nextPaymentStructure,
  PAYMENT_KEYS,
} from './patch-payment.ts';
import { resolveSkillIds } from './skills.repository.ts';

type ProjectUpdate = Parameters<typeof updateProject>[2];
const m = MESSAGES.projects;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Checks the expected dates as they will be after the change. Only fields in the body are
 * blamed: a project whose stored end date has passed can still have its title edited.
 */
function expectedDateErrors(
  ctx: ProjectPatchContext,
  body: ProjectPatchBody,
): Record<string, string[]> | null {
  const project = ctx.loaded.project;
  const startGiven = Object.hasOwn(body, 'expected_start_date');
  const endGiven = Object.hasOwn(body, 'expected_end_date');
  if (!startGiven && !endGiven) return null;
  const start = startGiven ? (body.expected_start_date ?? null) : project.expectedStartDate;
  const end = endGiven ? (body.expected_end_date ?? null) : project.expectedEndDate;
  const errors: Record<string, string[]> = {};
  const problems = dateProblems(start, end);
  if (startGiven && problems.start && problems.start !== 'start_after_end') {
    errors.expected_start_date = [DATE_MESSAGES[problems.start]];
  }
  if (problems.start === 'start_after_end') {
    if (startGiven) errors.expected_start_date = [m.startAfterEnd];
    else errors.expected_end_date = [m.endBeforeStart];
  }
  if (endGiven && problems.end && !errors.expected_end_date)
    errors.expected_end_date = [DATE_MESSAGES[problems.end]];
  if (endGiven && end === NO_END_DATE && project.stage === 'opportunity') {
    errors.expected_end_date = [m.noEndDateNotAllowed];
  }
  return Object.keys(errors).length ? errors : null;
}

async function saveProject(tx: Db, ctx: ProjectPatchContext, changes: ProjectUpdate) {
  const row = await updateProject(tx, ctx.loaded.project.id, changes);
  if (!row) throw AppError.notFound();
  ctx.replaceProject(row);
  return row;
}

const DETAIL_KEYS = [
  'title',
  'description',
  'type',
  'expected_start_date',
  'expected_end_date',
  'expected_duration',
  'skills',
  'contact_name',
  'contact_email',
  'currency',
  'invoicing_email',
  'cc_primary_email',
  'payment_structure',
] as const satisfies readonly (keyof ProjectPatchBody)[];

/**
 * Who may send which detail keys: everything for the project's managers (the opportunity's on
 * opportunities); currency and payment structure for `manage_payment` (the managers and the cso).
 */
function mayChangeDetails({ loaded }: ProjectPatchContext, body: ProjectPatchBody): boolean {
  const { abilities, project } = loaded;
  if (project.stage === 'opportunity') return abilities.manage_opportunity;
  const others = DETAIL_KEYS.filter((key) => !PAYMENT_KEYS.includes(key));
  if (has(body, others) && !abilities.manage) return false;
  return !has(body, PAYMENT_KEYS) || abilities.manage_payment;
}

/**
 * Title, description, type, expected dates and duration, skills, contact, payment. Refused on
 * archived projects (409); a currency change once client rates exist is 409; the money side
 * writes an audit row next to the one activity row.
 */
export const detailsHandler: ProjectPatchHandler = {
  phase: 'fields',
  keys: DETAIL_KEYS,
  allowed: mayChangeDetails,
  async apply(tx, _app, ctx, body) {
    const p = ctx.loaded.project;
    if (p.archived) throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
    const dateErrors = expectedDateErrors(ctx, body);
    if (dateErrors) throw AppError.validation(dateErrors);
    const changes: ProjectUpdate = {};
    const changed: string[] = [];
    const set = <K extends keyof ProjectUpdate>(
      key: string,
      column: K,
      next: ProjectUpdate[K],
      current: unknown,
    ) => {
      if (!Object.hasOwn(body, key) || next === current) return;
      changes[column] = next;
      changed.push(key);
    };
    set('title', 'title', body.title, p.title);
    set('description', 'description', body.description, p.description);
    set('type', 'type', body.type ?? null, p.type);
    set('expected_start_date', 'expectedStartDate', body.expected_start_date, p.expectedStartDate);
    set('expected_end_date', 'expectedEndDate', body.expected_end_date ?? null, p.expectedEndDate);
    set('expected_duration', 'expectedDuration', emptyToNull(body.expected_duration), p.expectedDuration);
    set('contact_name', 'contactName', emptyToNull(body.contact_name), p.contactName);
    set('contact_email', 'contactEmail', emptyToNull(body.contact_email), p.contactEmail);
    set('currency', 'currency', body.currency, p.currency);
    set('invoicing_email', 'invoicingEmail', body.invoicing_email, p.invoicingEmail);
    set('cc_primary_email', 'ccPrimaryEmail', emptyToNull(body.cc_primary_email), p.ccPrimaryEmail);
    if (body.skills) {
      const ids = await resolveSkillIds(tx, body.skills);
      if (ids.join(',') !== p.skillIds.join(',')) {
        changes.skillIds = ids;
        changed.push('skills');
      }
    }
    const payment = nextPaymentStructure(p, body);
    if (payment) {
      Object.assign(changes, payment);
      changed.push('payment_structure');
    }
    if (!changed.length) return;
    if (changed.includes('currency')) await assertCurrencyMayChange(tx, p.id);
    await saveProject(tx, ctx, changes);
    await auditPaymentChange(tx, ctx, p, changes, changed);
    await recordProjectActivity(tx, {
      projectId: p.id,
      actorId: ctx.actor.id,
      action: 'project_updated',
      data: { fields: changed },
    });
  },
};

/** Project notifications on or off ("only roles with permission"). */
export const notificationsHandler: ProjectPatchHandler = {
  phase: 'fields',
  keys: ['notifications_disabled'],
  allowed: ({ loaded }) => loaded.abilities.manage_team,
  async apply(tx, _app, ctx, body) {
    const next = body.notifications_disabled as boolean;
    if (next === ctx.loaded.project.notificationsDisabled) return;
    await saveProject(tx, ctx, { notificationsDisabled: next });
    await recordProjectActivity(tx, {
      projectId: ctx.loaded.project.id,
      actorId: ctx.actor.id,
      action: 'project_updated',
      data: { fields: ['notifications_disabled'] },
    });
  },
};

/** Convert an active project between managed (category project) and dedicated. */
export const categoryHandler: ProjectPatchHandler = {
  phase: 'state',
  keys: ['category'],
  allowed: ({ loaded }) => loaded.abilities.manage,
  async apply(tx, _app, ctx, body) {
    const before = ctx.loaded.project;
    const to = body.category as 'project' | 'dedicated';
    if (before.stage !== 'active') throw AppError.field('category', m.convertOnlyActive);
    const row = await convertCategory(tx, before.id, to);
    if (!row) throw AppError.conflict(m.sameCategory);
    ctx.replaceProject(row);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'project.convert',
      targetType: 'project',
      targetId: before.id,
      before: { category: before.category },
      after: { category: to },
      requestId: ctx.requestId,
    });
    await recordProjectActivity(tx, {
      projectId: before.id,
      actorId: ctx.actor.id,
      action: 'project_converted',
      data: { from: before.category, to },
    });
  },
};

/** Convert to Project: an opportunity becomes an active project. */
export const stageHandler: ProjectPatchHandler = {
  phase: 'state',
  keys: ['stage'],
  allowed: ({ actor }) => can(actor, 'opportunity.manage'),
  async apply(tx, _app, ctx) {
    const before = ctx.loaded.project;
    if (before.archived) throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
    const row = await activateOpportunity(tx, before.id);
    if (!row) throw AppError.conflict(m.alreadyActive);
    ctx.replaceProject(row);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'project.activate',
      targetType: 'project',
      targetId: before.id,
      before: { stage: 'opportunity' },
      after: { stage: 'active' },
      requestId: ctx.requestId,
    });
    await recordProjectActivity(tx, {
      projectId: before.id,
      actorId: ctx.actor.id,
      action: 'activate',
      data: {},
    });
  },
};

/** Archive and un-archive; a second identical request is 409. */
export const archiveHandler: ProjectPatchHandler = {
  phase: 'state',
  keys: ['archived'],
  allowed: ({ loaded }) =>
    loaded.project.stage === 'opportunity' ? loaded.abilities.manage_opportunity : loaded.abilities.manage,
  async apply(tx, _app, ctx, body) {
    const archived = body.archived as boolean;
    const id = ctx.loaded.project.id;
    const row = await setArchived(tx, id, archived);
    if (!row) throw AppError.conflict(archived ? m.alreadyArchived : m.notArchived);
    ctx.replaceProject(row);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: archived ? 'project.archive' : 'project.unarchive',
      targetType: 'project',
      targetId: id,
      before: { archived: !archived },
      after: { archived },
      requestId: ctx.requestId,
    });
    await recordProjectActivity(tx, {
      projectId: id,
      actorId: ctx.actor.id,
      action: archived ? 'project_archived' : 'project_unarchived',
      data: {},
    });
  },
};
