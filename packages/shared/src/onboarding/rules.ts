import { isTalentType, type UserType } from '../auth/roles.ts';
import { peopleMessages } from '../messages/people.ts';
import { type CompletenessInput, canContribute, completenessChecklist } from '../people/completeness.ts';

/** One → two → three → finish (talents), one → two → finish (clients). */
export const ONBOARDING_STAGES = ['one', 'two', 'three', 'finish'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

/** The stages this person goes through, in order. */
export function stagesFor(type: UserType): OnboardingStage[] {
  return isTalentType(type) ? ['one', 'two', 'three', 'finish'] : ['one', 'two', 'finish'];
}

export type StageCheck = { ok: true } | { ok: false; status: 400 | 409; message: string };

const done = (person: CompletenessInput, item: string) =>
  completenessChecklist(person).find((entry) => entry.item === item)?.done ?? true;

/**
 * Whether `person` may move from `from` to `to`. Only one step at a time: Next moves forward once
 * the step's own details are in (step one: name and phone, and for talents the ID document;
 * step two: everything `can_contribute` needs); Previous Step moves back one; the same stage is a
 * no-op. `finish` needs the role's completeness rules met, so nobody finishes with gaps.
 */
export function checkStageChange(
  person: CompletenessInput,
  from: OnboardingStage,
  to: OnboardingStage,
): StageCheck {
  if (from === to) return { ok: true };
  const stages = stagesFor(person.type);
  const fromIndex = stages.indexOf(from);
  const toIndex = stages.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || Math.abs(toIndex - fromIndex) !== 1) {
    return { ok: false, status: 409, message: peopleMessages.onboarding.stageOutOfOrder };
  }
  if (toIndex < fromIndex) return { ok: true };
  if (from === 'one') {
    if (!done(person, 'personal_details')) {
      return { ok: false, status: 400, message: peopleMessages.onboarding.personalDetailsFirst };
    }
    if (!done(person, 'id_document'))
      return { ok: false, status: 400, message: peopleMessages.onboarding.idDocumentFirst };
    return { ok: true };
  }
  if (!canContribute(person))
    return { ok: false, status: 400, message: peopleMessages.onboarding.detailsFirst };
  return { ok: true };
}

/** The route of each stage; `finish` leads to the dashboard. */
export const STAGE_PATHS: Record<OnboardingStage, string> = {
  one: '/onboard/step-one',
  two: '/onboard/step-two',
  three: '/onboard/step-three',
  finish: '/dashboard',
};
