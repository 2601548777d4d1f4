import { format, MESSAGES } from '@kazi/shared/messages';
import type { ActivityPerson } from '@kazi/shared/project-core/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { greeting, inert } from '../mail/compose.ts';
import type { MailMessage } from '../mail/outbox.repository.ts';
import { notify } from '../notifications/notify.ts';
import { displayNameOf, type LoadedProject, recordProjectActivity } from '../project-core/index.ts';
import {
  claimReminders,
  findUnansweredCandidates,
  type UnansweredCandidate,
} from './reminders.repository.ts';

const T = MESSAGES.availability;
const DAY_MS = 86_400_000;

/** Seconds until the next UTC day, when a person may be reminded again (at least 1). */
function secondsToNextUtcDay(now: Date): number {
  const next = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

function reminderMail(
  site: Pick<FastifyInstance['config'], 'publicUrl'>,
  project: { id: number; title: string },
  person: UnansweredCandidate['user'],
): MailMessage {
  const title = inert(project.title);
  return {
    to: person.email,
    subject: format(MESSAGES.notifications.subjects.interest_poll_reminder, { project: title }),
    template: 'interest-poll-reminder',
    text:
      `${greeting(person.firstName || displayNameOf(person))}\n\n` +
      `${format(T.mail.reminderIntro, { name: inert(displayNameOf(person)), project: title })}\n\n` +
      `${T.mail.reminderAction}\n${site.publicUrl}/projects/${project.id}\n\nThe Kazi team`,
  };
}

/**
 * POST projects/{id}/remind/ on an opportunity (team's route hands it here): reminds the people on
 * its current shortlist who have not said whether they are available, or only `remind_user_id`
 * (who must be one of them: else 400). Staff who manage opportunities only (403). Each person at
 * most once per UTC day (`reminded_on`, a conditional update): one person already reminded today
 * is 429 with `Retry-After`; reminding everyone skips them. Each reminder lands in the bell and by
 * mail (kind `interest_poll_reminder`, within MAIL_LIMIT_REMINDERS), with `interest_reminded` in
 * the feed and an audit row, in the caller's transaction.
 */
export async function remindCandidates(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedProject,
  remindUserId: number | undefined,
): Promise<{ message: string }> {
  if (!loaded.abilities.remind_candidates) throw AppError.forbidden();
  const { project } = loaded;
  const unanswered = await findUnansweredCandidates(tx, project.id);
  const targets =
    remindUserId === undefined ? unanswered : unanswered.filter((c) => c.user.id === remindUserId);
  if (remindUserId !== undefined && !targets.length) throw AppError.field('remind_user_id', T.notShortlisted);
  const claimed = new Set(
    await claimReminders(
      tx,
      targets.map((c) => c.pollId),
    ),
  );
  const reminded = targets.filter((c) => claimed.has(c.pollId));
  if (remindUserId !== undefined && !reminded.length) {
    const seconds = secondsToNextUtcDay(new Date());
    const name = displayNameOf(targets[0]?.user ?? { firstName: '', lastName: '', email: '' });
    throw new AppError('throttled', format(T.remindedToday, { name }), undefined, seconds);
  }
  if (!reminded.length) return { message: T.nobodyToRemind };
  const people: ActivityPerson[] = reminded.map((c) => ({
    id: c.user.id,
    display_name: displayNameOf(c.user),
  }));
  await notify(
    app,
    tx,
    { actorId: actor.id, mailLimit: 'reminder' },
    reminded.map((c) => ({
      recipient: c.user,
      kind: 'interest_poll_reminder',
      subject: format(MESSAGES.notifications.subjects.interest_poll_reminder, { project: project.title }),
      link: `/projects/${project.id}`,
      mail: reminderMail(app.config, project, c.user),
    })),
  );
  await recordProjectActivity(tx, {
    projectId: project.id,
    actorId: actor.id,
    action: 'interest_reminded',
    data: { users: people },
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'interest_poll.remind',
    targetType: 'project',
    targetId: project.id,
    after: { polls: reminded.map((c) => c.pollId) },
  });
  return { message: format(T.candidatesReminded, { count: reminded.length }) };
}
