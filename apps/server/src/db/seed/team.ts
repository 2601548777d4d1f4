import type { ProjectActivityAction, ProjectActivityData } from '@kazi/shared/project-core/activity';
import { inArray } from 'drizzle-orm';
import { queueMail } from '../../modules/mail/outbox.repository.ts';
import { inviteMail } from '../../modules/team/mail.ts';
import type { UserRow } from '../factories/users.ts';
import { participationRates, participations, projectActivities, projects, users } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number, hour = 9) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

interface DemoRate {
  fromDaysAgo: number;
  hours: number;
  payout: number;
  client: number;
  by: string;
}

interface DemoMember {
  project: DemoProjectKey;
  email: string;
  status: 'pending' | 'accepted';
  invitedDaysAgo: number;
  invitedBy: string;
  /** Oldest first: the first applies from the invitation, later ones are rate changes. */
  rates: DemoRate[];
  updatesEnabled?: boolean;
  updateDays?: number[];
}

const ADMIN = 'admin@demo.test';
const CM = 'cm@demo.test';
const CLIENT = 'client@demo.test';
const rate = (fromDaysAgo: number, hours: number, payout: number, client: number, by = ADMIN): DemoRate => ({
  fromDaysAgo,
  hours,
  payout,
  client,
  by,
});

/**
 * Teams of the demo projects: accepted members with rate histories (a raise from a date), a
 * member whose updates are off, pending invitations (one for dev@demo.test on the fleet tracking
 * project, so the developer sees the accept-invite page), archived projects with their old teams,
 * another client's team, and projects without a team.
 */
const MEMBERS: DemoMember[] = [
  {
    project: 'webShop',
    email: 'dev@demo.test',
    status: 'accepted',
    invitedDaysAgo: 431,
    invitedBy: ADMIN,
    rates: [rate(430, 40, 2500, 4200), rate(30, 40, 2750, 4500)],
    updateDays: [0, 2, 4],
  },
  {
    project: 'webShop',
    email: 'designer@demo.test',
    status: 'accepted',
    invitedDaysAgo: 101,
    invitedBy: ADMIN,
    rates: [rate(100, 20, 2200, 3800)],
    updatesEnabled: false,
  },
  {
    project: 'webShop',
    email: 'neema@demo.test',
    status: 'pending',
    invitedDaysAgo: 3,
    invitedBy: CM,
    rates: [rate(3, 16, 0, 0, CM)],
  },
  {
    project: 'tracking',
    email: 'dev@demo.test',
    status: 'pending',
    invitedDaysAgo: 2,
    invitedBy: ADMIN,
    rates: [rate(2, 20, 2600, 4000)],
  },
  {
    project: 'tracking',
    email: 'spacelead@demo.test',
    status: 'accepted',
    invitedDaysAgo: 40,
    invitedBy: ADMIN,
    rates: [rate(40, 10, 3000, 5200)],
  },
  {
    project: 'supportApp',
    email: 'dev@demo.test',
    status: 'accepted',
    invitedDaysAgo: 85,
    invitedBy: ADMIN,
    rates: [rate(85, 16, 2500, 4000)],
    updateDays: [1, 3],
  },
  {
    project: 'supportApp',
    email: 'jabari@demo.test',
    status: 'accepted',
    invitedDaysAgo: 84,
    invitedBy: CLIENT,
    rates: [rate(84, 24, 2300, 3900), rate(20, 32, 2300, 3900)],
  },
  {
    project: 'supportApp',
    email: 'designer@demo.test',
    status: 'accepted',
    invitedDaysAgo: 80,
    invitedBy: ADMIN,
    rates: [rate(80, 8, 2200, 3800)],
  },
  {
    project: 'internal',
    email: 'amani@demo.test',
    status: 'accepted',
    invitedDaysAgo: 25,
    invitedBy: ADMIN,
    rates: [rate(25, 40, 2400, 4100)],
  },
  {
    project: 'crm',
    email: 'dev@demo.test',
    status: 'accepted',
    invitedDaysAgo: 398,
    invitedBy: ADMIN,
    rates: [rate(398, 20, 2000, 3500), rate(250, 20, 2250, 3700)],
  },
  {
    project: 'website',
    email: 'designer@demo.test',
    status: 'accepted',
    invitedDaysAgo: 299,
    invitedBy: ADMIN,
    rates: [rate(299, 24, 2000, 3400)],
  },
];

const named = (user: UserRow) => ({ id: user.id, display_name: `${user.firstName} ${user.lastName}`.trim() });

/** Demo teams (see MEMBERS): participations, effective-dated rates, activity and invitation mails. */
export const seedTeams: DemoSeeder = async ({ db, people, publicUrl }) => {
  const emails = [...new Set(MEMBERS.flatMap((m) => [m.email, m.invitedBy, ...m.rates.map((r) => r.by)]))];
  const found = await db.select().from(users).where(inArray(users.email, emails));
  const person = (email: string): UserRow => {
    const user = people.get(email) ?? found.find((u) => u.email === email);
    if (!user) throw new Error(`demo account ${email} is missing`);
    return user;
  };
  const titles = Object.values(DEMO_PROJECTS) as string[];
  const rows = await db.select().from(projects).where(inArray(projects.title, titles));
  const project = (key: DemoProjectKey) => {
    const row = rows.find((p) => p.title === DEMO_PROJECTS[key]);
    if (!row) throw new Error(`demo project ${key} is missing`);
    return row;
  };

  const activity: {
    projectId: number;
    actorId: number;
    action: ProjectActivityAction;
    data: object;
    createdAt: Date;
  }[] = [];
  const record = <A extends ProjectActivityAction>(
    projectId: number,
    by: UserRow,
    action: A,
    data: ProjectActivityData[A],
    createdAt: Date,
  ) => activity.push({ projectId, actorId: by.id, action, data, createdAt });

  for (const member of MEMBERS) {
    const target = project(member.project);
    const user = person(member.email);
    const inviter = person(member.invitedBy);
    const invitedAt = at(-member.invitedDaysAgo);
    const acceptedAt = member.status === 'accepted' ? at(-member.invitedDaysAgo + 1, 14) : null;
    const [row] = await db
      .insert(participations)
      .values({
        projectId: target.id,
        userId: user.id,
        status: member.status,
        updatesEnabled: member.updatesEnabled ?? true,
        updateDays: member.updateDays ?? [0, 1, 2, 3, 4],
        createdById: inviter.id,
        createdAt: invitedAt,
        acceptedAt,
      })
      .returning();
    if (!row) throw new Error('participation insert returned nothing');
    await db.insert(participationRates).values(
      member.rates.map((r, index) => ({
        participationId: row.id,
        effectiveFrom: day(-r.fromDaysAgo),
        hoursPerWeek: String(r.hours),
        payoutRateMinor: r.payout,
        clientRateMinor: r.client,
        createdById: person(r.by).id,
        createdAt: index === 0 ? invitedAt : at(-r.fromDaysAgo - 1, 16),
      })),
    );
    record(target.id, inviter, 'developers_added', { users: [named(user)] }, invitedAt);
    if (acceptedAt)
      record(target.id, user, 'developers_accepted_invitation', { user: named(user) }, acceptedAt);
    for (const change of member.rates.slice(1)) {
      record(
        target.id,
        person(change.by),
        'project_participation_updated',
        { user: named(user), fields: ['hours_per_week', 'payout_rate', 'client_rate'] },
        at(-change.fromDaysAgo - 1, 16),
      );
    }
    if (member.status === 'pending') {
      await queueMail(
        db,
        inviteMail({ publicUrl }, target, user, named(inviter).display_name, member.rates[0]?.hours ?? 0),
        false,
      );
    }
  }
  await db.insert(projectActivities).values(activity);
};
