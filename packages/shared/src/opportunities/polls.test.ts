import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { availabilityMessages } from '../messages/availability.ts';
import { projectAbilities } from '../project-abilities.ts';
import { isCandidateOnly, type ProjectActor, type ProjectFacts } from '../projects/policy.ts';
import { availabilityButtons, interestPollCreateBody, pollAnswerState } from './polls.ts';
import { canAnswerPoll, canRemindCandidates } from './polls-policy.ts';

const ME = 7;
const actor = (role: Role): ProjectActor => ({
  id: ME,
  permissions: permissionsOf([role]),
  can_contribute: true,
});
const opportunity = (overrides: Partial<ProjectFacts> = {}): ProjectFacts => ({
  ownerId: 1,
  cmId: 2,
  csoId: 3,
  createdById: 4,
  stage: 'opportunity',
  archived: false,
  myParticipationStatus: null,
  myInterestPoll: { id: 9, status: null },
  ...overrides,
});

describe('availabilityButtons: the wording follows the current answer', () => {
  it('offers both answers until one is given', () => {
    expect(availabilityButtons('asked')).toEqual([
      { status: 'interested', label: 'answerInterested' },
      { status: 'uninterested', label: 'answerUninterested' },
    ]);
  });
  it('offers only the other answer, worded as a change', () => {
    expect(availabilityButtons('interested')).toEqual([
      { status: 'uninterested', label: 'changeToUninterested' },
    ]);
    expect(availabilityButtons('uninterested')).toEqual([
      { status: 'interested', label: 'changeToInterested' },
    ]);
  });
  it('has a text for every label', () => {
    for (const state of ['asked', 'interested', 'uninterested'] as const) {
      for (const button of availabilityButtons(state)) {
        expect(availabilityMessages.availability[button.label]).toBeTruthy();
      }
    }
  });
  it('reads a poll’s status as asked, an answer, or closed (rejected)', () => {
    expect(pollAnswerState(null)).toBe('asked');
    expect(pollAnswerState('interested')).toBe('interested');
    expect(pollAnswerState('uninterested')).toBe('uninterested');
    expect(pollAnswerState('rejected')).toBeNull();
  });
});

describe('who may answer', () => {
  it('the person asked, on a live opportunity, until taken off the shortlist', () => {
    expect(canAnswerPoll(opportunity())).toBe(true);
    expect(canAnswerPoll(opportunity({ myInterestPoll: { id: 9, status: 'interested' } }))).toBe(true);
    expect(canAnswerPoll(opportunity({ myInterestPoll: { id: 9, status: 'uninterested' } }))).toBe(true);
    expect(canAnswerPoll(opportunity({ myInterestPoll: { id: 9, status: 'rejected' } }))).toBe(false);
    expect(canAnswerPoll(opportunity({ archived: true }))).toBe(false);
    expect(canAnswerPoll(opportunity({ stage: 'active' }))).toBe(false);
    expect(canAnswerPoll(opportunity({ myInterestPoll: null }))).toBe(false);
    expect(canAnswerPoll(opportunity({ myInterestPoll: undefined }))).toBe(false);
  });

  it('a developer asked is a candidate only: Details and answering, nothing else', () => {
    const developer = actor('developer');
    expect(isCandidateOnly(developer, opportunity())).toBe(true);
    const abilities = projectAbilities(developer, opportunity());
    expect(Object.entries(abilities).filter(([, value]) => value)).toEqual([['answer_poll', true]]);
    expect(isCandidateOnly(developer, opportunity({ myInterestPoll: { id: 9, status: 'rejected' } }))).toBe(
      false,
    );
    expect(isCandidateOnly(developer, opportunity({ archived: true }))).toBe(false);
    expect(isCandidateOnly(developer, opportunity({ myInterestPoll: null }))).toBe(false);
    expect(projectAbilities(developer, opportunity({ myInterestPoll: null })).answer_poll).toBe(false);
  });

  it('staff who open every project are never "candidate only"', () => {
    expect(isCandidateOnly(actor('staff'), opportunity())).toBe(false);
    expect(isCandidateOnly(actor('admin'), opportunity())).toBe(false);
  });

  it('the body names the caller, a project and an answer; `rejected` is not one', () => {
    const body = { project: { id: 1 }, user: { id: ME }, status: 'interested' };
    expect(interestPollCreateBody.safeParse(body).success).toBe(true);
    expect(interestPollCreateBody.safeParse({ ...body, status: 'rejected' }).success).toBe(false);
    expect(interestPollCreateBody.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});

describe('who may remind', () => {
  it('roles with opportunity.manage, on a live opportunity', () => {
    const reminders = ROLES.filter((role) => canRemindCandidates(actor(role), opportunity()));
    expect(reminders).toEqual(ROLES.filter((role) => permissionsOf([role]).includes('opportunity.manage')));
    expect(reminders).toContain('staff');
    expect(reminders).not.toContain('developer');
    expect(canRemindCandidates(actor('staff'), opportunity({ archived: true }))).toBe(false);
    expect(canRemindCandidates(actor('staff'), opportunity({ stage: 'active' }))).toBe(false);
  });
});
