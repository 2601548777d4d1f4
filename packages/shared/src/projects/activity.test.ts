import { describe, expect, it } from 'vitest';
import { type ProjectsActivityData, projectsActivity } from './activity.ts';

const SAMPLES: { [A in keyof ProjectsActivityData]: [ProjectsActivityData[A], string] } = {
  create: [
    { title: 'X', category: 'dedicated', stage: 'active' },
    'created the dedicated developers project',
  ],
  activate: [{}, 'converted the opportunity into an active project'],
  project_archived: [{}, 'archived the project'],
  project_closed: [{}, 'closed the project'],
  project_unarchived: [{}, 'restored the project from the archive'],
  project_converted: [{ from: 'dedicated', to: 'project' }, 'converted the project into a managed project'],
  project_updated: [
    { fields: ['title', 'description', 'deadline'] },
    'updated the title, description and deadline',
  ],
};

describe("the project's own activity sentences", () => {
  it('has a sample for every action label', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(projectsActivity).sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads well', (action, [data, sentence]) => {
    expect(projectsActivity[action as keyof ProjectsActivityData](data as never)).toBe(sentence);
  });
});
