import { MESSAGES } from '@kazi/shared/messages';
import { format } from '@kazi/shared/messages/format';
import { MAX_REPORT_IMAGES } from '@kazi/shared/reports/rules';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { completedAt, eventFor, type FilingWorld, filingWorld, UPDATE } from './test-support.ts';

const w = filingWorld();
const event = (...args: Parameters<typeof eventFor> extends [FilingWorld, ...infer Rest] ? Rest : never) =>
  eventFor(w, ...args);

describe('images', () => {
  const png = () => solidPng(4, 4, [200, 30, 30]);
  const parts = (eventId: number) => [
    { name: 'event[id]', value: String(eventId) },
    ...Object.entries(UPDATE).map(([name, value]) => ({ name, value: String(value) })),
  ];

  it('are uploaded with the report, downloaded by those who see it, and removed by its author', async () => {
    const e = await event('developer', w.dev.user.id);
    const response = await w.dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'screen.png', bytes: png() },
      { name: 'uploads', fileName: 'second.png', bytes: png() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report.attachments).toHaveLength(2);
    const [first, second] = report.attachments;
    expect(first).toMatchObject({
      name: 'screen.png',
      url: `/api/progress-reports/${report.id}/attachments/${first.id}/`,
      display_size: expect.stringMatching(/^\d+(\.\d+)? (B|KB)$/),
    });
    const download = await w.owner.client.get(first.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect((await w.outsider.client.get(first.url)).statusCode).toBe(404);
    expect(
      (await w.owner.client.get(`/api/progress-reports/${report.id}/attachments/999999/`)).statusCode,
    ).toBe(404);

    const url = `/api/progress-reports/${report.id}/`;
    expect((await w.dev.client.patch(url, { remove_attachments: [999999] })).statusCode).toBe(400);
    const removed = await w.dev.client.patch(url, { remove_attachments: [first.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().attachments.map((a: { id: number }) => a.id)).toEqual([second.id]);
    const added = await w.dev.client.upload(url, [{ name: 'uploads', fileName: 'third.png', bytes: png() }], {
      method: 'PATCH',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().attachments).toHaveLength(2);
  });

  it('come with a PM report’s ratings in one multipart request, and a PATCH drops and adds in one', async () => {
    const e = await event('cm', w.cm.user.id);
    const response = await w.cm.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'last_deadline_met', value: 'true' },
      { name: 'developer_ratings[0][user][id]', value: String(w.dev.user.id) },
      { name: 'developer_ratings[0][rating]', value: '5' },
      { name: 'developer_ratings[1][user][id]', value: String(w.dev2.user.id) },
      { name: 'developer_ratings[1][rating]', value: '3' },
      { name: 'uploads', fileName: 'board.png', bytes: png() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report.attachments).toHaveLength(1);
    const changed = await w.cm.client.upload(
      `/api/progress-reports/${report.id}/`,
      [
        { name: 'remove_attachments[0]', value: String(report.attachments[0].id) },
        { name: 'developer_ratings[0][user][id]', value: String(w.dev.user.id) },
        { name: 'developer_ratings[0][rating]', value: '4' },
        { name: 'developer_ratings[1][user][id]', value: String(w.dev2.user.id) },
        { name: 'developer_ratings[1][rating]', value: '3' },
        { name: 'uploads', fileName: 'board-2.png', bytes: png() },
      ],
      { method: 'PATCH' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().attachments.map((a: { name: string }) => a.name)).toEqual(['board-2.png']);
  });

  it('refuses files over 5 MB (413) and files that are no image (415), storing nothing', async () => {
    const e = await event('developer', w.dev.user.id);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await w.dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'big.png', bytes: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const pdf = Buffer.from('%PDF-1.7\n'.padEnd(200, ' '));
    const notImage = await w.dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      { name: 'uploads', fileName: 'doc.pdf', bytes: pdf },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(await completedAt(w, e.id)).toBeNull();
  });

  it('take at most MAX_REPORT_IMAGES a request, the limit the form shows (413 past it)', async () => {
    const e = await event('developer', w.dev.user.id);
    const images = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: 'uploads',
        fileName: `shot-${index}.png`,
        bytes: png(),
      }));
    const tooMany = await w.dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      ...images(MAX_REPORT_IMAGES + 1),
    ]);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.body).toContain(format(MESSAGES.upload.tooManyFiles, { max: MAX_REPORT_IMAGES }));
    expect(await completedAt(w, e.id)).toBeNull();
    const enough = await w.dev.client.upload('/api/progress-reports/', [
      ...parts(e.id),
      ...images(MAX_REPORT_IMAGES),
    ]);
    expect(enough.statusCode, enough.body).toBe(201);
    expect(enough.json().attachments).toHaveLength(MAX_REPORT_IMAGES);
  });
});
