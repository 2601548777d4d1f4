import { format, MESSAGES } from '@kazi/shared/messages';
import type { ActivityPerson } from '@kazi/shared/project-core/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { greeting, inert } from '../mail/compose.ts';
import type { MailMessage } from '../mail/outbox.repository.ts';
import type { NotificationEvent } from '../notifications/notify.ts';
import { displayNameOf, type LoadedProject, recordProjectActivity } from '../project-core/index.ts';
import {
  claimReminders,
  findUnansweredCandidates,
  type UnansweredCandidate,
} from './reminders.repository.ts';
import { talentName } from './talent-pool.presenter.ts';

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

/** An opportunity's candidate reminders, claimed and ready: team's `remind/` sends them with its own. */
export interface CandidateReminders {
  /** The bell and mail of each person reminded now (kind `interest_poll_reminder`). */
  events: NotificationEvent[];
  message: string;
  /** The feed entry and the audit row, once the events are published (nothing when nobody was reminded). */
  record(tx: Db): Promise<void>;
}

/**
 * POST projects/{id}/remind/ on an opportunity, its candidates' part (team's route hands it here;
 * ADR 031): the people on its current shortlist who have not said whether they are available, or
 * only `remind_user_id` (who must be one of them: else 400). Staff who manage opportunities only
 * (the caller checks `remind_candidates`). Each person at most once per UTC day (`reminded_on`, a
 * conditional update): one person already reminded today is 429 with `Retry-After`; reminding
 * everyone skips them. The caller publishes the events (bell and mail, within
 * MAIL_LIMIT_REMINDERS) with the team's own in one `notify`, then `record`s `interest_reminded` in
 * the feed and the audit row (with the request's id), all in its transaction. Reminding everyone,
 * a person past their reminder mail budget (per address, shared with other opportunities and team
 * reminders) is reminded in the bell only, not refused (429) for all; one person by id still is.
 */
export async function candidateReminders(
  app: FastifyInstance,
  tx: Db,
  actor: SessionActor,
  loaded: LoadedProject,
  remindUserId: number | undefined,
  requestId: string,
): Promise<CandidateReminders> {
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
  if (!reminded.length) return { events: [], message: T.nobodyToRemind, record: async () => {} };
  // The feed, which the client may read, never names a person by their e-mail address.
  const people: ActivityPerson[] = reminded.map((c) => ({ id: c.user.id, display_name: talentName(c.user) }));
  return {
    events: reminded.map((c) => ({
      recipient: c.user,
      kind: 'interest_poll_reminder',
      subject: format(MESSAGES.notifications.subjects.interest_poll_reminder, { project: project.title }),
      link: `/projects/${project.id}`,
      mail: reminderMail(app.config, project, c.user),
      bellOnlyPastRecipientLimit: remindUserId === undefined,
    })),
    message: format(T.candidatesReminded, { count: reminded.length }),
    async record(db) {
      await recordProjectActivity(db, {
        projectId: project.id,
        actorId: actor.id,
        action: 'interest_reminded',
        data: { users: people },
      });
      await recordAudit(db, {
        actorId: actor.id,
        action: 'interest_poll.remind',
        targetType: 'project',
        targetId: project.id,
        after: { polls: reminded.map((c) => c.pollId) },
        requestId,
      });
    },
  };
}
