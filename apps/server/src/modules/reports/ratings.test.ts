import { MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developerRatings } from '../../db/schema/index.ts';
import {
  bell,
  completedAt,
  eventFor,
  type FilingWorld,
  fieldsOf,
  filingWorld,
  teamProject,
} from './test-support.ts';

const R = MESSAGES.reports;

const w = filingWorld();
const event = (...args: Parameters<typeof eventFor> extends [FilingWorld, ...infer Rest] ? Rest : never) =>
  eventFor(w, ...args);

describe('developer-rating/: the client survey', () => {
  it('rates every developer at once, all or nothing; the CM is told; the rater changes a rating', async () => {
    const survey = await event('developer_rating', w.owner.user.id);
    const cmBell = (await bell(w, w.cm.user.id)).length;
    const partial = await w.owner.client.post('/api/developer-rating/', {
      event: { id: survey.id },
      ratings: [{ user: { id: w.dev.user.id }, rating: 5 }],
    });
    expect(partial.statusCode).toBe(400);
    expect(fieldsOf(partial.json())).toEqual({ ratings: [R.completeAllRatings] });
    expect(await completedAt(w, survey.id)).toBeNull();
    const body = {
      event: { id: survey.id },
      ratings: [
        { user: { id: w.dev.user.id }, rating: 5 },
        { user: { id: w.dev2.user.id }, rating: 3 },
      ],
    };
    expect((await w.dev.client.post('/api/developer-rating/', body)).statusCode).toBe(404);
    const ok = await w.owner.client.post('/api/developer-rating/', body);
    expect(ok.statusCode, ok.body).toBe(201);
    const { ratings } = ok.json();
    expect(ratings).toHaveLength(2);
    expect(ratings[0]).toMatchObject({
      created_by: { id: w.owner.user.id },
      event: { id: survey.id },
      abilities: { edit: true },
    });
    expect(await completedAt(w, survey.id)).toBeInstanceOf(Date);
    expect(await bell(w, w.cm.user.id)).toHaveLength(cmBell + 1);
    // Again: each rating replaced, none added.
    const again = await w.owner.client.post('/api/developer-rating/', body);
    expect(again.statusCode).toBe(201);
    const rows = await w.t.app.db
      .select()
      .from(developerRatings)
      .where(eq(developerRatings.eventId, survey.id));
    expect(rows).toHaveLength(2);

    const url = `/api/developer-rating/${ratings[0].id}/`;
    expect((await w.cm.client.patch(url, { rating: 1 })).statusCode).toBe(403);
    const changed = await w.owner.client.patch(url, { rating: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rating).toBe(2);
  });

  it('says so when the team has no developers; other events are refused', async () => {
    const empty = await teamProject(w, []);
    const survey = await event('developer_rating', w.owner.user.id, { project: empty.id });
    const response = await w.owner.client.post('/api/developer-rating/', {
      event: { id: survey.id },
      ratings: [],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ non_field_errors: [R.noDevelopers] });
    const update = await event('developer', w.dev.user.id);
    const wrong = await w.dev.client.post('/api/developer-rating/', {
      event: { id: update.id },
      ratings: [{ user: { id: w.dev2.user.id }, rating: 3 }],
    });
    expect(wrong.statusCode).toBe(400);
  });
});
