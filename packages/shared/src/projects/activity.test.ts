import { describe, expect, it } from 'vitest';
import {
  activitySentence,
  joinWords,
  PROJECT_ACTIVITY_ACTIONS,
  type ProjectActivityData,
} from './activity.ts';

const amina = { id: 1, display_name: 'Amina Nakato' };
const doc = { id: 2, title: 'Requirements v2' };
const event = { id: 3, title: 'Beta launch' };

const SAMPLES: { [A in keyof ProjectActivityData]: [ProjectActivityData[A], string] } = {
  create: [
    { title: 'X', category: 'dedicated', stage: 'active' },
    'created the dedicated developers project',
  ],
  activate: [{}, 'converted the opportunity into an active project'],
  cm_added: [{ user: amina }, 'added Amina Nakato as client manager'],
  cm_removed: [{ user: amina }, 'removed Amina Nakato as client manager'],
  cso_added: [{ user: amina }, 'added Amina Nakato as client support officer'],
  cso_removed: [{ user: amina }, 'removed Amina Nakato as client support officer'],
  project_owner_added: [{ user: amina }, 'made Amina Nakato the project owner'],
  project_owner_removed: [{ user: amina }, 'removed Amina Nakato as project owner'],
  project_archived: [{}, 'archived the project'],
  project_closed: [{}, 'closed the project'],
  developers_added: [
    { users: [amina, { id: 4, display_name: 'Chidi Eze' }] },
    'invited Amina Nakato and Chidi Eze to the team',
  ],
  project_document_updated: [{ document: doc }, 'updated the document Requirements v2'],
  project_document_added: [{ documents: [doc] }, 'added the document Requirements v2'],
  project_participation_updated: [
    { user: amina, fields: ['hours_per_week', 'payout_rate'] },
    'updated the hours per week and payout rate of Amina Nakato',
  ],
  developers_accepted_invitation: [{ user: amina }, 'accepted the invitation to join the team'],
  progress_report: [{ event }, 'submitted a report for Beta launch'],
  progress_event_updated: [{ event, fields: ['due_at'] }, 'changed the due date of Beta launch'],
  progress_event_added: [{ event, type: 'milestone' }, 'added the milestone Beta launch'],
  project_unarchived: [{}, 'restored the project from the archive'],
  project_converted: [{ from: 'dedicated', to: 'project' }, 'converted the project into a managed project'],
  project_updated: [
    { fields: ['title', 'description', 'deadline'] },
    'updated the title, description and deadline',
  ],
  timeline_updated: [{ fields: ['deadline'], reason: 'Scope grew' }, 'changed the deadline'],
  developers_removed: [{ users: [amina] }, 'removed Amina Nakato from the team'],
  project_document_removed: [{ document: doc }, 'removed the document Requirements v2'],
  progress_event_removed: [{ event }, 'removed Beta launch'],
};

describe('activity sentences', () => {
  it('has a sample for every action label', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...PROJECT_ACTIVITY_ACTIONS].sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads well', (action, [data, sentence]) => {
    expect(activitySentence(action as keyof ProjectActivityData, data as never)).toBe(sentence);
  });

  it('survives data missing keys (older rows)', () => {
    expect(activitySentence('cm_added', {} as never)).toBe('added someone as client manager');
    expect(activitySentence('project_document_added', { documents: [doc, doc] })).toBe('added 2 documents');
  });

  it('joins words', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
