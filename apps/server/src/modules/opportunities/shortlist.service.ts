import { format, MESSAGES } from '@kazi/shared/messages';
import {
  canSeeShortlist,
  mayManageShortlists,
  seesPayoutRates,
  seesTalentEmails,
} from '@kazi/shared/opportunities/policy';
import {
  SHORTLIST_SHOW_ALL_MAX,
  type ShortlistActionBody,
  type ShortlistEntry,
  type ShortlistQuery,
} from '@kazi/shared/opportunities/shortlist';
import { todayIso } from '@kazi/shared/team/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { greeting, inert } from '../mail/compose.ts';
import { deliverSoon } from '../mail/send.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import {
  type LoadedProject,
  loadPeople,
  loadProjectForActor,
  type PersonRow,
  recordProjectActivity,
} from '../project-core/index.ts';
import { presentShortlistEntry } from './shortlist.presenter.ts';
import {
  askInterest,
  countShortlist,
  findShortlisted,
  findShortlistPage,
  insertShortlistEntries,
  rejectInterest,
  removeShortlistEntries,
} from './shortlist.repository.ts';
import { loadTalentExtras } from './talent-extras.repository.ts';
import { talentName } from './talent-pool.presenter.ts';
import { findTalentIds } from './talent-pool.repository.ts';
import { assertOpportunity } from './talent-pool.service.ts';

const S = MESSAGES.shortlist;

/**
 * GET projects/{id}/shortlist/: the current shortlist, latest added first; staff-side roles and
 * the opportunity's owner (opportunities/policy.ts), others who may open the project 403; still
 * readable once the opportunity became a project.
 */
export async function listShortlist(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  query: ShortlistQuery,
): Promise<{ rows: ShortlistEntry[]; count: number }> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  if (!canSeeShortlist(actor, loaded.facts)) throw AppError.forbidden();
  const window = query.show_all ? { limit: SHORTLIST_SHOW_ALL_MAX, offset: 0 } : pageWindow(query);
  const [rows, count] = await Promise.all([
    findShortlistPage(app.db, projectId, window),
    countShortlist(app.db, projectId),
  ]);
  const extras = await loadTalentExtras(
    app.db,
    rows.map((row) => row.talent.id),
    seesPayoutRates(actor),
    todayIso(),
  );
  return { rows: rows.map((row) => presentShortlistEntry(row, extras, seesTalentEmails(actor))), count };
}

/** Each listed person's id that fails `keep`, as `users.N.id` fields. */
function refusedFields(
  users: ShortlistActionBody['users'],
  keep: (id: number) => boolean,
  message: string,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  users.forEach((user, index) => {
    if (!keep(user.id)) fields[`users.${index}.id`] = [message];
  });
  return fields;
}

/** A person in the feed, which the client may read: never their e-mail address. */
const activityPerson = (person: PersonRow) => ({ id: person.id, display_name: talentName(person) });

function pollEvents(
  app: FastifyInstance,
  loaded: LoadedProject,
  added: { id: number; userId: number }[],
  people: Map<number, PersonRow>,
): NotificationEvent[] {
  const { project } = loaded;
  const link = `/projects/${project.id}`;
  return added.flatMap((entry) => {
    const person = people.get(entry.userId);
    if (!person) return [];
    const subject = format(MESSAGES.notifications.subjects.interest_poll, { project: project.title });
    const text = [
      greeting(person.firstName),
      '',
      `You are on the shortlist for the opportunity "${inert(project.title)}" on Kazi.`,
      'Please let us know whether you are available for it:',
      '',
      `${app.config.publicUrl}${link}`,
    ].join('\n');
    return [
      {
        recipient: { id: person.id, email: person.email },
        kind: 'interest_poll' as const,
        subject,
        link,
        key: `interest-poll:${entry.id}`,
        mail: { to: person.email, subject, text, template: 'interest_poll' },
      },
    ];
  });
}

/**
 * PATCH projects/{id}/shortlist/action/: add or remove people, all in one transaction with the
 * project row locked (parallel actions on one opportunity run one after the other). Adding asks
 * each newly added person whether they are available (their poll, the `interest_poll`
 * notification); removing records the reason and closes their poll as `rejected`. Both show in
 * the feed and the audit log; people already in the asked state change nothing.
 */
export async function applyShortlistAction(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  body: ShortlistActionBody,
  requestId: string,
): Promise<{ message: string }> {
  const ids = body.users.map((user) => user.id);
  await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId, { forUpdate: true });
    if (!mayManageShortlists(actor)) throw AppError.forbidden();
    assertOpportunity(loaded);
    if (loaded.project.archived) throw AppError.conflict(S.archived);
    if (body.action === 'add') {
      const talents = await findTalentIds(tx, ids);
      const refused = refusedFields(body.users, (id) => talents.has(id), S.notTalent);
      if (Object.keys(refused).length) throw AppError.validation(refused);
      const added = await insertShortlistEntries(tx, projectId, ids, actor.id);
      if (!added.length) return;
      const addedIds = added.map((entry) => entry.userId);
      await askInterest(tx, projectId, addedIds, actor.id);
      const people = await loadPeople(tx, addedIds);
      await recordProjectActivity(tx, {
        projectId,
        actorId: actor.id,
        action: 'shortlist_added',
        data: {
          users: addedIds.flatMap((id) =>
            people.get(id) ? [activityPerson(people.get(id) as PersonRow)] : [],
          ),
        },
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'shortlist.add',
        targetType: 'project',
        targetId: projectId,
        after: { users: addedIds },
        requestId,
      });
      await notify(
        app,
        tx,
        // Past the poll mails' limit the bell still asks: a shortlist does not wait on a mail budget.
        { actorId: actor.id, mailLimit: 'interest_poll', bellOnlyPastLimit: true },
        pollEvents(app, loaded, added, people),
      );
      return;
    }
    const current = await findShortlisted(tx, projectId, ids);
    const refused = refusedFields(body.users, (id) => current.has(id), S.notShortlisted);
    if (Object.keys(refused).length) throw AppError.validation(refused);
    const reason = body.reason ?? '';
    const removed = await removeShortlistEntries(tx, projectId, ids, actor.id, reason);
    // The project row is locked: what was current a moment ago still is.
    if (removed.length !== ids.length) throw AppError.conflict();
    await rejectInterest(tx, projectId, ids);
    const people = await loadPeople(tx, ids);
    await recordProjectActivity(tx, {
      projectId,
      actorId: actor.id,
      action: 'shortlist_removed',
      data: {
        users: ids.flatMap((id) => (people.get(id) ? [activityPerson(people.get(id) as PersonRow)] : [])),
        reason,
      },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'shortlist.remove',
      targetType: 'project',
      targetId: projectId,
      after: { users: ids, reason },
      requestId,
    });
  });
  await deliverSoon(app);
  return { message: body.action === 'add' ? S.added : S.removed };
}
