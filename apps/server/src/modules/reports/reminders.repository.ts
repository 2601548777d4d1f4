import type { ProgressEventType } from '@kazi/shared/reports/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { DueEvent, OverdueEvent } from './mail.ts';

/** How far back an event that fell due is still reminded of (a job down for a day catches up). */
const REMIND_WITHIN = sql`interval '3 days'`;
/** How far back the CMs' digest lists overdue events. */
const DIGEST_WITHIN = sql`interval '14 days'`;

/**
 * Who event `e` of project `p` is for now (policy.ts `eventPersonOf`): a hand-added client report
 * the project's current support officer, else its CM; an internal event its current CM; any
 * other event its stored person. A replaced CSO's or CM's open events pass to their successor.
 */
const personNow = sql`(case e.type
    when 'client' then coalesce(p.cso_id, p.cm_id)
    when 'internal' then p.cm_id
    else e.user_id
  end)`;

/**
 * Whether a scheduled event's person still has the place on project `p` it was made for (a
 * developer's update or survey: an accepted member; a PM report: the CM; a client survey: the
 * owner). Someone removed or replaced can no longer open the project to file it: no reminder, and
 * not in the digest. A client or internal event's person is the place's holder now (`personNow`),
 * so always still theirs; a milestone is for nobody.
 */
const stillTheirs = sql`case
    when e.type in ('developer', 'developer_survey') then exists (select 1 from participations pa
      where pa.project_id = e.project_id and pa.user_id = e.user_id and pa.status = 'accepted')
    when e.type = 'cm' then e.user_id is not distinct from p.cm_id
    when e.type = 'developer_rating' then e.user_id is not distinct from p.owner_id
    else true
  end`;

interface PersonColumns {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

const personOf = (row: PersonColumns) => ({
  id: Number(row.user_id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});

/**
 * Claims the events to remind of at `now`: due, not completed, never reminded, due within the last
 * 3 days, on a non-archived project, for a person (`personNow`) with an active account who still
 * has their place on it. The claim is the
 * conditional update itself (`reminded_at is null`), so of two runs at once each event goes to one;
 * run in the transaction that publishes the reminders, a failure leaves them unclaimed.
 */
export async function claimDueEvents(db: Db, now: Date): Promise<DueEvent[]> {
  const at = now.toISOString();
  const rows = await queryRows<
    PersonColumns & {
      id: number;
      project_id: number;
      project_title: string;
      type: ProgressEventType;
      title: string;
      due_at: string | Date;
    }
  >(
    db,
    sql`update progress_events e set reminded_at = ${at}::timestamptz
      from projects p, users u
      where p.id = e.project_id and not p.archived
        and u.id = ${personNow} and u.is_active
        and e.completed_at is null and e.reminded_at is null
        and e.due_at <= ${at}::timestamptz and e.due_at > ${at}::timestamptz - ${REMIND_WITHIN}
        and ${stillTheirs}
      returning e.id, e.project_id, p.title as project_title, e.type, e.title, e.due_at,
        u.id as user_id, u.first_name, u.last_name, u.email`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      projectId: Number(row.project_id),
      projectTitle: row.project_title,
      type: row.type,
      title: row.title,
      dueAt: new Date(row.due_at),
      person: personOf(row),
    }))
    .sort((a, b) => a.projectId - b.projectId || a.id - b.id);
}

/**
 * Every non-archived project's overdue events at `now` (not completed, overdue limit passed within
 * the last 14 days), of every type (the CM is a manager: they see them all), whose person still has
 * their place on the project, for projects whose CM has an active account. One statement, ordered by project and due time.
 */
export async function findOverdueEvents(db: Db, now: Date): Promise<OverdueEvent[]> {
  const at = now.toISOString();
  const rows = await queryRows<
    Partial<PersonColumns> & {
      project_id: number;
      project_title: string;
      cm_id: number;
      cm_first_name: string;
      cm_last_name: string;
      cm_email: string;
      title: string;
      due_at: string | Date;
    }
  >(
    db,
    sql`select p.id as project_id, p.title as project_title, cm.id as cm_id,
        cm.first_name as cm_first_name, cm.last_name as cm_last_name, cm.email as cm_email,
        e.title, e.due_at, u.id as user_id, u.first_name, u.last_name, u.email
      from progress_events e
      join projects p on p.id = e.project_id and not p.archived
      join users cm on cm.id = p.cm_id and cm.is_active
      left join users u on u.id = ${personNow}
      where e.completed_at is null
        and e.overdue_at < ${at}::timestamptz and e.overdue_at >= ${at}::timestamptz - ${DIGEST_WITHIN}
        and ${stillTheirs}
      order by p.id, e.due_at, e.id`,
  );
  return rows.map((row) => ({
    projectId: Number(row.project_id),
    projectTitle: row.project_title,
    cm: {
      id: Number(row.cm_id),
      firstName: row.cm_first_name,
      lastName: row.cm_last_name,
      email: row.cm_email,
    },
    title: row.title,
    dueAt: new Date(row.due_at),
    person: row.user_id == null ? null : personOf(row as PersonColumns),
  }));
}
