import type { Actor } from '@kazi/shared/auth/permissions';
import { hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { formatMoney } from '@kazi/shared/money/money';
import { isPendingInviteeOnly, projectRoleOf } from '@kazi/shared/projects/policy';
import { CARD_AVATAR_LIMIT } from '@kazi/shared/projects/rules';
import type { ProjectCard, ProjectDetail, ProjectParticipation } from '@kazi/shared/projects/schemas';
import { ratesSeen, rateViewerOn } from '@kazi/shared/team/policy';
import { currentRate, formatUpdateDays } from '@kazi/shared/team/rules';
import { factsOf, type LoadedProject, type PersonRow, presentPerson } from '../project-core/index.ts';
import type { DetailParts, ParticipationWithRates, RateRow } from './detail.repository.ts';
import type { CardMember, ListedProject, NextMilestone } from './list.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const person = (row: PersonRow | null | undefined) => (row ? presentPerson(row) : null);

/**
 * Project cards of one list page; members, milestones and my participations come pre-grouped.
 * A pending invitee's card shows the project only: no team, no team size, no milestone, as the
 * detail's invite view (they learn who is on the team once they accept).
 */
export function presentCards(
  actor: Actor,
  rows: ListedProject[],
  members: CardMember[],
  milestones: NextMilestone[],
  mine: Map<number, 'initial' | 'pending' | 'accepted'>,
): ProjectCard[] {
  const membersOf = new Map<number, CardMember[]>();
  for (const member of members)
    membersOf.set(member.projectId, [...(membersOf.get(member.projectId) ?? []), member]);
  const milestoneOf = new Map(milestones.map((milestone) => [milestone.projectId, milestone]));
  return rows.map((row) => {
    const facts = factsOf(row, mine.get(row.id) ?? null);
    const invite = isPendingInviteeOnly(actor, facts);
    const team = invite ? [] : (membersOf.get(row.id) ?? []);
    const next = invite ? undefined : milestoneOf.get(row.id);
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      type: row.type,
      stage: row.stage,
      archived: row.archived,
      expected_start_date: row.expectedStartDate,
      expected_end_date: row.expectedEndDate,
      deadline: row.deadline,
      created_at: row.createdAt.toISOString(),
      owner: person(row.owner?.id ? row.owner : null),
      members: team.slice(0, CARD_AVATAR_LIMIT).map(presentPerson),
      members_count: team[0]?.total ?? 0,
      next_milestone: next ? { id: next.id, title: next.title, due_at: next.dueAt.toISOString() } : null,
      project_role: projectRoleOf(actor, facts),
    };
  });
}

const presentRate = (rate: RateRow) => ({
  effective_from: rate.effectiveFrom,
  hours_per_week: hoursNumber(storedHours(rate.hoursPerWeek)),
  payout_rate: formatMoney(rate.payoutRateMinor),
  client_rate: formatMoney(rate.clientRateMinor),
});

function presentParticipation(
  loaded: LoadedProject,
  actor: Actor,
  item: ParticipationWithRates,
  today: string,
): ProjectParticipation {
  const history = item.rates.map(presentRate);
  const rate = currentRate(history, today);
  const seen = ratesSeen(rateViewerOn(actor.id, loaded), item.user.id);
  return {
    id: item.id,
    user: presentPerson(item.user),
    status: item.status,
    display_type: item.status === 'accepted' ? 'Active' : 'Pending',
    updates_enabled: item.updatesEnabled,
    update_days: formatUpdateDays(item.updateDays),
    hours_per_week: rate?.hours_per_week ?? 0,
    payout_rate: seen.payout ? (rate?.payout_rate ?? formatMoney(0)) : null,
    client_rate: seen.client ? (rate?.client_rate ?? formatMoney(0)) : null,
    rates: seen.history ? history.sort((a, b) => (a.effective_from < b.effective_from ? 1 : -1)) : [],
    created_at: item.createdAt.toISOString(),
    accepted_at: iso(item.acceptedAt),
  };
}

/**
 * `GET projects/{id}/`. A pending invitee gets `view: 'invite'`: the project's name, kind, dates,
 * skills and owner, and only their own participation; contact, invoicing and the rest of the
 * team stay hidden until they accept. Someone asked about an opportunity gets `view: 'candidate'`
 * (ADR 031): its Details alone (title, description, category, type, dates, duration, skills) and
 * their own poll; no contact, invoicing, people, team, documents or rates.
 */
export function presentDetail(
  actor: Actor,
  loaded: LoadedProject,
  parts: DetailParts,
  today: string,
): ProjectDetail {
  const p = loaded.project;
  const invite = loaded.inviteOnly;
  const candidate = !invite && loaded.candidateOnly;
  const reduced = invite || candidate;
  const { abilities } = loaded;
  const seesContact = !reduced && abilities.view_client_contact;
  const seesInvoicing =
    !reduced && (abilities.manage || abilities.view_rates || abilities.view_client_contact);
  const team = candidate
    ? []
    : invite
      ? parts.participations.filter((item) => item.user.id === actor.id)
      : parts.participations;
  return {
    id: p.id,
    view: invite ? 'invite' : candidate ? 'candidate' : 'full',
    title: p.title,
    description: p.description,
    category: p.category,
    type: p.type,
    stage: p.stage,
    currency: p.currency,
    currency_locked: !reduced && parts.currencyLockedBy !== null,
    currency_locked_by: !reduced && abilities.manage_payment ? parts.currencyLockedBy : null,
    invoicing_email: seesInvoicing ? p.invoicingEmail : null,
    cc_primary_email: seesInvoicing ? p.ccPrimaryEmail : null,
    expected_start_date: p.expectedStartDate,
    expected_end_date: p.expectedEndDate,
    start_date: p.startDate,
    deadline: p.deadline,
    reason: reduced ? null : p.reason,
    expected_duration: p.expectedDuration,
    skills: parts.skills,
    contact_name: seesContact ? p.contactName : null,
    contact_email: seesContact ? p.contactEmail : null,
    archived: p.archived,
    archived_at: iso(p.archivedAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    notifications_disabled: p.notificationsDisabled,
    total_shortlisted: loaded.abilities.see_shortlist ? parts.shortlisted : 0,
    payment_structure: {
      amount: seesInvoicing && p.paymentAmountMinor !== null ? formatMoney(p.paymentAmountMinor) : null,
      hours_per_week:
        candidate || p.paymentHoursPerWeek === null ? null : hoursNumber(storedHours(p.paymentHoursPerWeek)),
      payment_type: candidate ? null : p.paymentType,
    },
    user: reduced ? null : person(parts.people.get(p.createdById ?? -1)),
    owner: candidate ? null : person(parts.people.get(p.ownerId ?? -1)),
    cm: reduced ? null : person(parts.people.get(p.cmId ?? -1)),
    cso: reduced ? null : person(parts.people.get(p.csoId ?? -1)),
    participation: team.map((item) => presentParticipation(loaded, actor, item, today)),
    documents_count: reduced ? 0 : parts.documentsCount,
    next_milestone:
      !reduced && parts.nextMilestone
        ? {
            id: parts.nextMilestone.id,
            title: parts.nextMilestone.title,
            due_at: parts.nextMilestone.dueAt.toISOString(),
          }
        : null,
    project_role: loaded.role,
    project_roles: loaded.roles,
    my_participation: loaded.myParticipation,
    my_interest: loaded.myInterestPoll,
    abilities,
  };
}
