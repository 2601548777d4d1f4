import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal } from '../../test/client.ts';
import { insertNotifications } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listed {
  id: number;
  kind: string;
  subject: string;
  link: string;
  read_at: string | null;
}
interface Page {
  count: number;
  next: string | null;
  unread_count: number;
  results: Listed[];
}

async function seed(recipientId: number, n: number, prefix = 'n') {
  return insertNotifications(
    t.app.db,
    Array.from({ length: n }, (_, i) => ({
      recipientId,
      kind: 'document_added' as const,
      subject: `${prefix} ${i}`,
      link: `/projects/${i + 1}/docs`,
      key: `${prefix}:${i}`,
    })),
  );
}

describe('notifications/', () => {
  it('lists only the caller’s own, newest first, paginated, with the unread count', async () => {
    const me = await loginAs(t.app, 'developer');
    const other = await loginAs(t.app, 'client');
    await seed(me.user.id, 3, 'mine');
    await seed(other.user.id, 2, 'theirs');

    const response = await me.client.get('/api/notifications/?page_size=2');
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.count).toBe(3);
    expect(page.unread_count).toBe(3);
    expect(page.next).toBe('/api/notifications/?page_size=2&page=2');
    expect(page.results.map((n) => n.subject)).toEqual(['mine 2', 'mine 1']);
    expect(page.results[0]).toMatchObject({
      kind: 'document_added',
      link: '/projects/3/docs',
      read_at: null,
    });
    expect((await me.client.get('/api/notifications/unread-count/')).json()).toEqual({ unread_count: 3 });
  });

  it('marks one read (only one’s own: another person’s is 404), unread again, then all read', async () => {
    const me = await loginAs(t.app, 'designer');
    const other = await loginAs(t.app, 'client_manager');
    const [first, second] = await seed(me.user.id, 2);
    const [theirs] = await seed(other.user.id, 1);

    const marked = await me.client.patch(`/api/notifications/${first?.id}/`, { read: true });
    expect(marked.statusCode).toBe(200);
    const readAt = (marked.json() as Listed).read_at;
    expect(readAt).not.toBeNull();
    // A second reading keeps the first time.
    const again = await me.client.patch(`/api/notifications/${first?.id}/`, { read: true });
    expect((again.json() as Listed).read_at).toBe(readAt);
    expect((await me.client.get('/api/notifications/unread-count/')).json()).toEqual({ unread_count: 1 });

    const foreign = await me.client.patch(`/api/notifications/${theirs?.id}/`, { read: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(refusal('Not found.'));
    expect((await other.client.get('/api/notifications/')).json()).toMatchObject({ unread_count: 1 });

    const unread = await me.client.patch(`/api/notifications/${first?.id}/`, { read: false });
    expect((unread.json() as Listed).read_at).toBeNull();
    const onlyUnread = (await me.client.get('/api/notifications/?unread=true')).json() as Page;
    expect(onlyUnread.results.map((n) => n.id).sort()).toEqual([first?.id, second?.id].sort());

    const all = await me.client.post('/api/notifications/read-all/', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 2 });
    expect((await me.client.get('/api/notifications/')).json()).toMatchObject({ count: 2, unread_count: 0 });
    expect((await other.client.get('/api/notifications/')).json()).toMatchObject({ unread_count: 1 });
  });

  it('refuses a body other than {read}', async () => {
    const me = await loginAs(t.app, 'developer');
    const [row] = await seed(me.user.id, 1, 'body');
    const response = await me.client.patch(`/api/notifications/${row?.id}/`, { read_at: null });
    expect(response.statusCode).toBe(400);
  });
});
