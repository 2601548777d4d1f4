/**
 * The project activity feed ("Project activity action labels"). Every action is
 * recorded once, in the transaction of the change, by `recordProjectActivity` on the server; the
 * feed shows `activitySentence(...)`. The labels of the spec come first; the few after them name
 * actions the spec's list leaves out (un-archive, conversion, field edits, removals).
 */

/** A person as the activity data keeps them (names are kept as they were at the time). */
export interface ActivityPerson {
  id: number;
  display_name: string;
}

export interface ActivityDocumentRef {
  id: number;
  title: string;
}

export interface ActivityEventRef {
  id: number;
  title: string;
}

/** The data each action carries, by action: the contract between recorders and the feed. */
export interface ProjectActivityData {
  create: { title: string; category: string; stage: string };
  activate: Record<string, never>;
  cm_added: { user: ActivityPerson };
  cm_removed: { user: ActivityPerson };
  cso_added: { user: ActivityPerson };
  cso_removed: { user: ActivityPerson };
  project_owner_added: { user: ActivityPerson };
  project_owner_removed: { user: ActivityPerson };
  project_archived: Record<string, never>;
  project_closed: Record<string, never>;
  developers_added: { users: ActivityPerson[] };
  project_document_updated: { document: ActivityDocumentRef };
  project_document_added: { documents: ActivityDocumentRef[] };
  project_participation_updated: { user: ActivityPerson; fields: string[] };
  developers_accepted_invitation: { user: ActivityPerson };
  progress_report: { event: ActivityEventRef };
  progress_event_updated: { event: ActivityEventRef; fields: string[] };
  progress_event_added: { event: ActivityEventRef; type: string };
  // Beyond the spec's list:
  project_unarchived: Record<string, never>;
  project_converted: { from: string; to: string };
  project_updated: { fields: string[] };
  timeline_updated: { fields: string[]; reason: string };
  developers_removed: { users: ActivityPerson[] };
  project_document_removed: { document: ActivityDocumentRef };
  progress_event_removed: { event: ActivityEventRef };
}

export type ProjectActivityAction = keyof ProjectActivityData;

export const PROJECT_ACTIVITY_ACTIONS = [
  'create',
  'activate',
  'cm_added',
  'cm_removed',
  'cso_added',
  'cso_removed',
  'project_owner_added',
  'project_owner_removed',
  'project_archived',
  'project_closed',
  'developers_added',
  'project_document_updated',
  'project_document_added',
  'project_participation_updated',
  'developers_accepted_invitation',
  'progress_report',
  'progress_event_updated',
  'progress_event_added',
  'project_unarchived',
  'project_converted',
  'project_updated',
  'timeline_updated',
  'developers_removed',
  'project_document_removed',
  'progress_event_removed',
] as const satisfies readonly ProjectActivityAction[];

/** Readable names of project fields, for "updated the title and deadline". */
export const PROJECT_FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description: 'description',
  type: 'project type',
  expected_start_date: 'expected start date',
  expected_end_date: 'expected end date',
  expected_duration: 'expected duration',
  start_date: 'start date',
  deadline: 'deadline',
  currency: 'currency',
  invoicing_email: 'invoicing e-mail',
  cc_primary_email: 'CC e-mail',
  payment_structure: 'payment structure',
  skills: 'skills',
  contact_name: 'contact name',
  contact_email: 'contact e-mail',
  notifications_disabled: 'project notifications',
  hours_per_week: 'hours per week',
  payout_rate: 'payout rate',
  client_rate: 'client rate',
  updates_enabled: 'update switch',
  update_days: 'update days',
  status: 'status',
  due_at: 'due date',
};

const CATEGORY_NAMES: Record<string, string> = {
  project: 'a managed project',
  dedicated: 'a dedicated developers project',
  other: 'another kind of project',
};

const KIND_NAMES: Record<string, string> = {
  opportunity: 'the opportunity',
  dedicated: 'the dedicated developers project',
  project: 'the managed project',
  other: 'the project',
};

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const names = (people: readonly ActivityPerson[]) => joinWords(people.map((p) => p.display_name));
const fields = (list: readonly string[]) => joinWords(list.map((f) => PROJECT_FIELD_LABELS[f] ?? f));

/**
 * What happened, as a sentence without its author (the feed shows the author next to it):
 * "added Amina Nakato and Chidi Eze to the team".
 */
export function activitySentence<A extends ProjectActivityAction>(
  action: A,
  data: ProjectActivityData[A],
): string {
  // The data of old rows may miss keys a later version adds: read it defensively.
  const d = data as Partial<Record<string, unknown>>;
  const user = (d.user as ActivityPerson | undefined)?.display_name ?? 'someone';
  const users = names((d.users as ActivityPerson[] | undefined) ?? []);
  const doc = (d.document as ActivityDocumentRef | undefined)?.title ?? 'a document';
  const event = (d.event as ActivityEventRef | undefined)?.title ?? 'an event';
  const fieldList = fields((d.fields as string[] | undefined) ?? []);
  switch (action as ProjectActivityAction) {
    case 'create': {
      const kind = d.stage === 'opportunity' ? 'the opportunity' : KIND_NAMES[String(d.category)];
      return `created ${kind ?? 'the project'}`;
    }
    case 'activate':
      return 'converted the opportunity into an active project';
    case 'cm_added':
      return `added ${user} as client manager`;
    case 'cm_removed':
      return `removed ${user} as client manager`;
    case 'cso_added':
      return `added ${user} as client support officer`;
    case 'cso_removed':
      return `removed ${user} as client support officer`;
    case 'project_owner_added':
      return `made ${user} the project owner`;
    case 'project_owner_removed':
      return `removed ${user} as project owner`;
    case 'project_archived':
      return 'archived the project';
    case 'project_closed':
      return 'closed the project';
    case 'project_unarchived':
      return 'restored the project from the archive';
    case 'developers_added':
      return `invited ${users} to the team`;
    case 'developers_removed':
      return `removed ${users} from the team`;
    case 'developers_accepted_invitation':
      return `accepted the invitation to join the team`;
    case 'project_document_added': {
      const docs = (d.documents as ActivityDocumentRef[] | undefined) ?? [];
      return `added ${docs.length === 1 ? `the document ${docs[0]?.title}` : `${docs.length} documents`}`;
    }
    case 'project_document_updated':
      return `updated the document ${doc}`;
    case 'project_document_removed':
      return `removed the document ${doc}`;
    case 'project_participation_updated':
      return fieldList ? `updated the ${fieldList} of ${user}` : `updated the participation of ${user}`;
    case 'progress_report':
      return `submitted a report for ${event}`;
    case 'progress_event_added':
      return d.type === 'milestone' ? `added the milestone ${event}` : `scheduled ${event}`;
    case 'progress_event_updated':
      return fieldList ? `changed the ${fieldList} of ${event}` : `updated ${event}`;
    case 'progress_event_removed':
      return `removed ${event}`;
    case 'project_converted':
      return `converted the project into ${CATEGORY_NAMES[String(d.to)] ?? 'another category'}`;
    case 'project_updated':
      return fieldList ? `updated the ${fieldList}` : 'updated the project';
    case 'timeline_updated':
      return fieldList ? `changed the ${fieldList}` : 'changed the timeline';
    default:
      return String(action).replaceAll('_', ' ');
  }
}
