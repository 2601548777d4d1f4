import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ScheduledProject,
} from '@kazi/shared/reports/schedule';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** The projects the schedules run on: active and not archived (ADR 030). */
const LIVE_PROJECT = sql`p.stage = 'active' and not p.archived`;

interface ProjectFactsRow {
  id: number;
  owner_id: number | null;
  cm_id: number | null;
  notifications_disabled: boolean;
  developer_updates: boolean | null;
  pm_reports: boolean | null;
  client_surveys: boolean | null;
  developer_surveys: boolean | null;
  due_hour: number | null;
}

interface MemberRow {
  project_id: number;
  user_id: number;
  updates_enabled: boolean;
  update_days: number[] | string;
}

/** `{0,3}` from a driver that leaves arrays as text, or the array itself. */
const dayList = (days: number[] | string): number[] =>
  Array.isArray(days) ? days.map(Number) : days.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

const settingsOf = (row: ProjectFactsRow): ReportSettings =>
  row.due_hour === null
    ? DEFAULT_REPORT_SETTINGS
    : {
        developer_updates: Boolean(row.developer_updates),
        pm_reports: Boolean(row.pm_reports),
        client_surveys: Boolean(row.client_surveys),
        developer_surveys: Boolean(row.developer_surveys),
        due_hour: Number(row.due_hour),
      };

/**
 * What the scheduler needs of the projects `where` selects (the alias `p`): each one's owner, CM,
 * notification switch, report settings (the defaults without a row) and accepted members with
 * active accounts and their update switch and days. Two statements whatever the number of projects.
 */
async function findScheduledProjects(db: Db, where: SQL): Promise<ScheduledProject[]> {
  const projectRows = await queryRows<ProjectFactsRow>(
    db,
    sql`select p.id, p.owner_id, p.cm_id, p.notifications_disabled, s.developer_updates, s.pm_reports,
        s.client_surveys, s.developer_surveys, s.due_hour
      from projects p
      left join project_report_settings s on s.project_id = p.id
      where ${where}
      order by p.id`,
  );
  if (!projectRows.length) return [];
  const ids = projectRows.map((row) => Number(row.id));
  const memberRows = await queryRows<MemberRow>(
    db,
    sql`select pa.project_id, pa.user_id, pa.updates_enabled, pa.update_days
      from participations pa
      join users u on u.id = pa.user_id and u.is_active
      where pa.project_id = any(${sql.param(ids)}::int[]) and pa.status = 'accepted'
      order by pa.project_id, pa.user_id`,
  );
  const members = new Map<number, ScheduledProject['members'][number][]>();
  for (const row of memberRows) {
    const projectId = Number(row.project_id);
    const list = members.get(projectId) ?? [];
    list.push({
      userId: Number(row.user_id),
      updatesEnabled: row.updates_enabled,
      updateDays: dayList(row.update_days),
    });
    members.set(projectId, list);
  }
  return projectRows.map((row) => ({
    id: Number(row.id),
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    cmId: row.cm_id === null ? null : Number(row.cm_id),
    notificationsDisabled: row.notifications_disabled,
    settings: settingsOf(row),
    members: members.get(Number(row.id)) ?? [],
  }));
}

/** Every project the schedules run on today. */
export const findLiveScheduledProjects = (db: Db) => findScheduledProjects(db, LIVE_PROJECT);

/** One project's schedule facts (Settings → reports' preview), whatever its stage. */
export async function findScheduledProject(db: Db, projectId: number): Promise<ScheduledProject | null> {
  const [project] = await findScheduledProjects(db, sql`p.id = ${projectId}`);
  return project ?? null;
}

interface NewScheduledEvent {
  projectId: number;
  type: string;
  title: string;
  userId: number;
  /** The day it is scheduled for (`YYYY-MM-DD`), part of its unique key. */
  day: string;
  dueAt: Date;
}

/**
 * Scheduled events in one statement: a row per event from arrays (`unnest`), skipping any the
 * schedule's unique key (project, type, person, day) already holds, so a second run, a run after
 * a crash or a run in another process at the same time adds nothing twice. `overdue_at` comes from
 * its trigger. Returns how many were new.
 */
export async function insertScheduledEvents(db: Db, events: readonly NewScheduledEvent[]): Promise<number> {
  if (!events.length) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into progress_events (project_id, type, title, due_at, user_id, scheduled_on)
      select e.project_id, e.type, e.title, e.due_at, e.user_id, e.scheduled_on
      from unnest(
        ${sql.param(events.map((event) => event.projectId))}::int[],
        ${sql.param(events.map((event) => event.type))}::text[],
        ${sql.param(events.map((event) => event.title))}::text[],
        ${sql.param(events.map((event) => event.dueAt.toISOString()))}::timestamptz[],
        ${sql.param(events.map((event) => event.userId))}::int[],
        ${sql.param(events.map((event) => event.day))}::date[]
      ) as e(project_id, type, title, due_at, user_id, scheduled_on)
      on conflict (project_id, type, user_id, scheduled_on) where scheduled_on is not null do nothing
      returning id`,
  );
  return rows.length;
}
