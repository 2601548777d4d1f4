import { hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import { checklistFor } from '@kazi/shared/team/rules';
import type { Invitation } from '@kazi/shared/team/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { deliverSoon } from '../mail/send.ts';
import { notify } from '../notifications/notify.ts';
import { candidateReminders } from '../opportunities/reminders.service.ts';
import { loadProjectForActor } from '../project-core/index.ts';
import { questionMail, reminderMail } from './mail.ts';
import { presentMember, presentTeamUser } from './presenter.ts';
import { displayName, findMembers, findPeople, findRates, type Person } from './repository.ts';
import { findActiveAdmins } from './writes.repository.ts';

const T = MESSAGES.team;

/** The invitee's side of a team: the accept-invite view, the reminders and the Ask form. */

/** GET projects/{id}/invitation/: the accept-invite page of the caller's own participation. */
export async function getInvitation(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
): Promise<Invitation> {
  const loaded = await loadProjectForActor(app.db, actor, projectId, { allowPendingInvitee: true });
  if (!loaded.myParticipation) throw AppError.notFound();
  const members = (await findMembers(app.db, projectId)).filter((m) => m.participation.userId === actor.id);
  const mine = members[0];
  if (!mine) throw AppError.notFound();
  const rates = await findRates(app.db, [mine.participation.id]);
  const member = presentMember(
    mine,
    rates,
    { actorId: actor.id, viewRates: false, ownsProject: false },
    {
      notificationsDisabled: loaded.project.notificationsDisabled,
      manageTeam: false,
      remind: false,
    },
  );
  const { project } = loaded;
  const contactId = project.cmId ?? project.csoId;
  const contact = contactId ? (await findPeople(app.db, [contactId])).get(contactId) : undefined;
  return {
    project: {
      id: project.id,
      title: project.title,
      description: project.description,
      category: project.category,
      currency: project.currency,
    },
    participation: {
      id: member.id,
      status: member.status,
      hours_per_week: member.hours_per_week,
      payout_rate: member.payout_rate,
      effective_from: member.effective_from,
    },
    checklist: checklistFor(project.category).map((key) => ({
      key,
      label: format(T.checklist[key], { hours: member.hours_per_week }),
    })),
    contact: contact ? presentTeamUser(contact) : null,
  };
}

/**
 * POST projects/{id}/remind/: mails every pending invitee again (or only `remind_user_id`), for the
 * people who may add members (owner, cm, staff). On an opportunity, staff who manage it also remind
 * the shortlisted people who have not answered their availability poll (`candidateReminders`); people
 * added to its team ahead of conversion are pending invitees there too, reminded as on any project.
 * `remind_user_id` names a pending invitee, or else a candidate. Everyone's bell and mail go out in
 * one `notify`, within MAIL_LIMIT_REMINDERS.
 */
export async function remindInvitees(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  remindUserId: number | undefined,
  requestId: string,
): Promise<{ message: string }> {
  const answer = await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId);
    const { project } = loaded;
    const remindsInvitees = loaded.abilities.add_members || loaded.abilities.manage_team;
    const remindsCandidates = project.stage === 'opportunity' && loaded.abilities.remind_candidates;
    if (!remindsInvitees && !remindsCandidates) throw AppError.forbidden();
    const pending = remindsInvitees
      ? (await findMembers(tx, projectId)).filter((m) => m.participation.status !== 'accepted')
      : [];
    const targets =
      remindUserId === undefined ? pending : pending.filter((m) => m.participation.userId === remindUserId);
    const candidates =
      remindsCandidates && (remindUserId === undefined || !targets.length)
        ? await candidateReminders(app, tx, actor, loaded, remindUserId, requestId)
        : null;
    if (remindUserId !== undefined && !targets.length && !candidates)
      throw AppError.field('remind_user_id', T.invalidChoice);
    const rates = await findRates(
      tx,
      targets.map((m) => m.participation.id),
    );
    await notify(app, tx, { actorId: actor.id, mailLimit: 'reminder' }, [
      ...targets.map((m) => {
        const own = rates.filter((r) => r.rate.participationId === m.participation.id);
        const hours = hoursNumber(storedHours(own.at(-1)?.rate.hoursPerWeek ?? '0'));
        return {
          recipient: m.user,
          kind: 'team_invite_reminder' as const,
          subject: format(MESSAGES.notifications.subjects.team_invite_reminder, { project: project.title }),
          link: `/projects/${project.id}/accept_invite`,
          mail: reminderMail(app.config, project, m.user, hours),
        };
      }),
      ...(candidates?.events ?? []),
    ]);
    await candidates?.record(tx);
    const invited = targets.length ? format(T.remindersSent, { count: targets.length }) : T.noPendingInvites;
    // On an opportunity the candidates' answer comes first; the invitees' only when there were some.
    const messages = candidates ? [candidates.message, ...(targets.length ? [invited] : [])] : [invited];
    return { message: messages.join(' ') };
  });
  await deliverSoon(app);
  return answer;
}

/**
 * POST projects/{id}/question/: a member or invitee asks the project's managers. It goes to the
 * bell of the project's client manager and support officer, and their mail (the question itself
 * is in the mail only); a project with neither goes to the admins. Limited as `question` mail.
 */
export async function askQuestion(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  question: string,
): Promise<{ message: string }> {
  await app.db.transaction(async (tx) => {
    const loaded = await loadProjectForActor(tx, actor, projectId, { allowPendingInvitee: true });
    if (!loaded.myParticipation) throw AppError.forbidden();
    const { project } = loaded;
    const slotIds = [project.cmId, project.csoId].filter((id): id is number => id !== null);
    let recipients = [...(await findPeople(tx, [...slotIds, actor.id])).values()].filter(
      (person) => slotIds.includes(person.id) && person.isActive,
    );
    if (!recipients.length) {
      recipients = await findActiveAdmins(tx);
    }
    const asker = (await findPeople(tx, [actor.id])).get(actor.id) as Person;
    await notify(
      app,
      tx,
      { actorId: actor.id, mailLimit: 'question' },
      recipients.map((recipient) => ({
        recipient,
        kind: 'project_question',
        subject: format(MESSAGES.notifications.subjects.project_question, {
          name: displayName(asker),
          project: project.title,
        }),
        link: `/projects/${project.id}`,
        mail: questionMail(app.config, project, recipient, asker, question),
      })),
    );
  });
  await deliverSoon(app);
  return { message: T.questionSent };
}
