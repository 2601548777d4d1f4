import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@kazi/shared/auth/roles';
import { hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { formatMoney } from '@kazi/shared/money/money';
import { type RateViewer, ratesSeen, rateViewerOn } from '@kazi/shared/team/policy';
import {
  currentRate,
  expectedMonthlyTotalMinor,
  formatUpdateDays,
  participationStatusLabel,
  todayIso,
  updateSwitchOn,
} from '@kazi/shared/team/rules';
import type { Participation, ProjectTeam, RateRow as RateDto, TeamUser } from '@kazi/shared/team/schemas';
import type { LoadedProject } from '../project-core/index.ts';
import { avatarUrl } from '../users/presenter.ts';
import { displayName, type MemberRow, type Person, type RateWithCreator } from './repository.ts';

export const presentTeamUser = (
  person: Pick<Person, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarFileId'>,
): TeamUser => ({
  id: person.id,
  display_name: displayName(person),
  avatar_url: avatarUrl(person.avatarFileId),
});

export function typeLabel(person: Pick<Person, 'type' | 'category'>): string {
  if (person.type === USER_TYPES.developer && person.category === 'designer') return 'Designer';
  return USER_TYPE_LABELS[person.type as UserType] ?? 'Member';
}

function presentRate({ rate, creator }: RateWithCreator): RateDto {
  const hours = storedHours(rate.hoursPerWeek);
  return {
    id: rate.id,
    effective_from: rate.effectiveFrom,
    hours_per_week: hoursNumber(hours),
    payout_rate: formatMoney(rate.payoutRateMinor),
    client_rate: formatMoney(rate.clientRateMinor),
    expected_monthly_total: formatMoney(expectedMonthlyTotalMinor(rate.clientRateMinor, hours)),
    expected_monthly_payout: formatMoney(expectedMonthlyTotalMinor(rate.payoutRateMinor, hours)),
    created_at: rate.createdAt.toISOString(),
    created_by: creator ? { id: creator.id, display_name: displayName(creator), avatar_url: null } : null,
  };
}

/** A member as the team tab shows them, with the money the viewer may see (`ratesSeen`). */
export function presentMember(
  { participation, user }: MemberRow,
  rates: readonly RateWithCreator[],
  viewer: RateViewer,
  context: { notificationsDisabled: boolean; manageTeam: boolean; remind: boolean },
  today: string = todayIso(),
): Participation {
  const history = rates.map(presentRate);
  const current = currentRate(history, today);
  const seen = ratesSeen(viewer, participation.userId);
  const own = participation.userId === viewer.actorId;
  const pending = participation.status !== 'accepted';
  return {
    id: participation.id,
    user: presentTeamUser(user),
    status: participation.status,
    status_display: participationStatusLabel(participation.status),
    display_type: typeLabel(user),
    hours_per_week: current?.hours_per_week ?? 0,
    payout_rate: seen.payout ? (current?.payout_rate ?? '0.00') : null,
    client_rate: seen.client ? (current?.client_rate ?? '0.00') : null,
    expected_monthly_total: seen.client ? (current?.expected_monthly_total ?? '0.00') : null,
    expected_monthly_payout: seen.payout ? (current?.expected_monthly_payout ?? '0.00') : null,
    effective_from: current?.effective_from ?? null,
    updates_enabled: participation.updatesEnabled,
    update_days: formatUpdateDays(participation.updateDays),
    updates_on: updateSwitchOn(participation.updatesEnabled, context.notificationsDisabled),
    created_at: participation.createdAt.toISOString(),
    accepted_at: participation.acceptedAt?.toISOString() ?? null,
    rates: seen.history ? [...history].reverse() : null,
    abilities: {
      edit_updates: context.manageTeam,
      edit_rates: context.manageTeam,
      remove: context.manageTeam,
      accept: own && pending,
      remind: context.remind && pending,
    },
  };
}

export function presentTeam(
  loaded: LoadedProject,
  members: readonly MemberRow[],
  rates: readonly RateWithCreator[],
  slots: ReadonlyMap<number, Person>,
  actorId: number,
  canPickOwners = false,
): ProjectTeam {
  const { project, abilities } = loaded;
  const slot = (id: number | null) => {
    const person = id === null ? undefined : slots.get(id);
    return person ? presentTeamUser(person) : null;
  };
  const viewer = rateViewerOn(actorId, loaded);
  const remind = abilities.add_members || abilities.manage_team;
  const context = {
    notificationsDisabled: project.notificationsDisabled,
    manageTeam: abilities.manage_team,
    remind,
  };
  return {
    project: {
      id: project.id,
      title: project.title,
      category: project.category,
      currency: project.currency,
      archived: project.archived,
      notifications_disabled: project.notificationsDisabled,
    },
    owner: slot(project.ownerId),
    cm: slot(project.cmId),
    cso: slot(project.csoId),
    participation: members.map((member) =>
      presentMember(
        member,
        rates.filter((r) => r.rate.participationId === member.participation.id),
        viewer,
        context,
      ),
    ),
    abilities: {
      add_members: abilities.add_members,
      edit_rates: abilities.manage_team,
      view_rates: abilities.view_rates,
      set_owner: abilities.manage_owner,
      pick_owner: abilities.manage_owner && canPickOwners,
      set_cm_cso: abilities.manage_cm_cso,
      edit_updates: abilities.manage_team,
      remind,
    },
  };
}
