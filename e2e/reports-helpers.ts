import { expect } from '@playwright/test';
import { apiAs } from './people-helpers.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as the app shows a day (DD MMM YYYY), in UTC: the journeys run with timezoneId UTC. */
export function dayText(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export interface OpenEvent {
  id: number;
  title: string;
  dueAt: string;
  projectId: number;
  projectTitle: string;
}

/**
 * An event of `type` that `email` may file now, on the demo's active projects (the demo seeds
 * one of each role's cases pending on the day it starts: the developer's update and survey, the
 * CM's PM report, the client's survey on the web shop). Found through the API as that person.
 */
export async function fileableEvent(baseURL: string, email: string, type: string): Promise<OpenEvent> {
  const api = await apiAs(baseURL, email);
  try {
    const me = (await (await api.get('/api/auth/verify/')).json()).user.id as number;
    const projects = (await (await api.get('/api/projects/?page_size=50')).json()).results as {
      id: number;
    }[];
    for (const project of projects) {
      const response = await api.get(
        `/api/progress-events/?project=${project.id}&users=${me}&types=${type}&status=pending,overdue&page_size=50`,
      );
      if (!response.ok()) continue;
      const events = (await response.json()).results as {
        id: number;
        title: string;
        due_at: string;
        project: { id: number; title: string };
        abilities: { file: boolean };
      }[];
      const open = events.find((event) => event.abilities.file);
      if (open) {
        return {
          id: open.id,
          title: open.title,
          dueAt: open.due_at,
          projectId: open.project.id,
          projectTitle: open.project.title,
        };
      }
    }
    throw new Error(`${email} has no ${type} event to file on any of their projects`);
  } finally {
    await api.dispose();
  }
}

/** An active project `email` may open other than `projectId`, or null when they have no other. */
export async function anotherProjectOf(
  baseURL: string,
  email: string,
  projectId: number,
): Promise<number | null> {
  const api = await apiAs(baseURL, email);
  try {
    const response = await api.get('/api/projects/?stage=active&archived=false&page_size=50');
    expect(response.status()).toBe(200);
    const projects = (await response.json()).results as { id: number }[];
    return projects.find((project) => project.id !== projectId)?.id ?? null;
  } finally {
    await api.dispose();
  }
}

/** The accepted developers of a project, by name, as the report forms list them. */
export async function developerNames(baseURL: string, email: string, projectId: number): Promise<string[]> {
  const api = await apiAs(baseURL, email);
  try {
    const response = await api.get(`/api/projects/${projectId}/`);
    expect(response.status()).toBe(200);
    const project = (await response.json()) as {
      participation: { status: string; user: { display_name: string } }[];
    };
    return project.participation.filter((p) => p.status === 'accepted').map((p) => p.user.display_name);
  } finally {
    await api.dispose();
  }
}
