import { describe, expect, it } from 'vitest';
import { type PlanningActivityData, planningActivity } from './activity.ts';

const event = { id: 3, title: 'Beta launch' };

const SAMPLES: { [A in keyof PlanningActivityData]: [PlanningActivityData[A], string] } = {
  progress_report: [{ event }, 'submitted a report for Beta launch'],
  progress_event_updated: [{ event, fields: ['due_at'] }, 'changed the due date of Beta launch'],
  progress_event_added: [{ event, type: 'milestone' }, 'added the milestone Beta launch'],
  timeline_updated: [{ fields: ['deadline'], reason: 'Scope grew' }, 'changed the deadline'],
  progress_event_removed: [{ event }, 'removed Beta launch'],
};

describe("planning's activity sentences", () => {
  it('has a sample for every action label', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(planningActivity).sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads well', (action, [data, sentence]) => {
    expect(planningActivity[action as keyof PlanningActivityData](data as never)).toBe(sentence);
  });
});
