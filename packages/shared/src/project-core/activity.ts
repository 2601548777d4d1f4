/**
 * The project activity feed ("Project activity action labels"), as the project core knows it: no
 * action of its own. Each project-scoped domain declares its actions, the data each carries and
 * how each reads, in its own `<domain>/activity.ts`, and merges them into `ProjectActivityData`;
 * the server records an action with `recordProjectActivity` in the change's transaction, and the
 * feed shows the sentence the domain registered with the core (ADR 021).
 */

/** A person as the activity data keeps them (names are kept as they were at the time). */
export interface ActivityPerson {
  id: number;
  display_name: string;
}

/**
 * The data each action carries, by action: the contract between recorders and the feed. Every
 * domain adds its own actions to it from its `activity.ts`:
 * `declare module '../project-core/activity.ts' { interface ProjectActivityData extends TeamActivityData {} }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the domains through declaration merging.
export interface ProjectActivityData {}

export type ProjectActivityAction = keyof ProjectActivityData;

/**
 * What happened, as a sentence without its author (the feed shows the author next to it), for
 * each action of a domain: "added Amina Nakato and Chidi Eze to the team". The data of old rows
 * may miss keys a later version adds, so a sentence reads its data as possibly incomplete.
 */
export type ActivitySentences<Data> = { readonly [A in keyof Data]-?: (data: Partial<Data[A]>) => string };

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The person's name as recorded, or "someone" when the row lacks it. */
export const personName = (person: ActivityPerson | undefined) => person?.display_name ?? 'someone';

/** "Amina Nakato and Chidi Eze". */
export const peopleNames = (people: readonly ActivityPerson[] | undefined) =>
  joinWords((people ?? []).map((person) => person.display_name));

/** Changed fields by their readable names ("title, description and deadline"); '' for none. */
export const fieldNames = (fields: readonly string[] | undefined, labels: Readonly<Record<string, string>>) =>
  joinWords((fields ?? []).map((field) => labels[field] ?? field));

/** The sentence of an action no domain reads: its label in words ("project archived"). */
export const unknownActivitySentence = (action: string) => action.replaceAll('_', ' ');
