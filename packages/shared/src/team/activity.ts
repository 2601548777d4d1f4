import {
  type ActivityPerson,
  type ActivitySentences,
  fieldNames,
  peopleNames,
  personName,
} from '../project-core/activity.ts';

/** The team's feed actions: the project's slots, invitations, members and their participation. */
export interface TeamActivityData {
  cm_added: { user: ActivityPerson };
  cm_removed: { user: ActivityPerson };
  cso_added: { user: ActivityPerson };
  cso_removed: { user: ActivityPerson };
  project_owner_added: { user: ActivityPerson };
  project_owner_removed: { user: ActivityPerson };
  developers_added: { users: ActivityPerson[] };
  project_participation_updated: { user: ActivityPerson; fields: string[] };
  developers_accepted_invitation: { user: ActivityPerson };
  // Beyond the spec's list:
  developers_removed: { users: ActivityPerson[] };
}

declare module '../project-core/activity.ts' {
  interface ProjectActivityData extends TeamActivityData {}
}

/** Readable names of a participation's fields, for "updated the hours per week of …". */
const PARTICIPATION_FIELD_LABELS: Record<string, string> = {
  hours_per_week: 'hours per week',
  payout_rate: 'payout rate',
  client_rate: 'client rate',
  updates_enabled: 'update switch',
  update_days: 'update days',
};

export const teamActivity: ActivitySentences<TeamActivityData> = {
  cm_added: (d) => `added ${personName(d.user)} as client manager`,
  cm_removed: (d) => `removed ${personName(d.user)} as client manager`,
  cso_added: (d) => `added ${personName(d.user)} as client support officer`,
  cso_removed: (d) => `removed ${personName(d.user)} as client support officer`,
  project_owner_added: (d) => `made ${personName(d.user)} the project owner`,
  project_owner_removed: (d) => `removed ${personName(d.user)} as project owner`,
  developers_added: (d) => `invited ${peopleNames(d.users)} to the team`,
  developers_removed: (d) => `removed ${peopleNames(d.users)} from the team`,
  developers_accepted_invitation: () => 'accepted the invitation to join the team',
  project_participation_updated: (d) => {
    const fields = fieldNames(d.fields, PARTICIPATION_FIELD_LABELS);
    const user = personName(d.user);
    return fields ? `updated the ${fields} of ${user}` : `updated the participation of ${user}`;
  },
};
