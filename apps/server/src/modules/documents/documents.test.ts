import type { ProjectDocument } from '@kazi/shared/documents/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFileDocument, addLinkDocument, simplePdf } from '../../db/factories/documents.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import type { UserRow } from '../../db/factories/users.ts';
import { projectDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type MultipartPart, refusal, type TestClient } from '../../test/client.ts';
import { activitiesOf, auditsOf } from '../team/test-support.ts';

const LIMIT = 5_242_880;
let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
let member: { client: TestClient; user: UserRow };
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
  member = await loginAs(t.app, 'developer');
  stranger = (await loginAs(t.app, 'client')).client;
});
afterAll(() => t.close());

async function project(archived = false) {
  const row = await createProject(t.app.db, { ownerId: owner.user.id, archived });
  await addParticipant(t.app.db, row.id, member.user.id);
  return row;
}
const fields = (projectId: number, title: string, type = 'requirements'): MultipartPart[] => [
  { name: 'project[id]', value: String(projectId) },
  { name: 'title', value: title },
  { name: 'type', value: type },
];
const pdfOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

describe('POST documents/', () => {
  it('adds a link (JSON) and a file (multipart); members list and download them', async () => {
    const p = await project();
    const link = await staff.post('/api/documents/', {
      project: { id: p.id },
      title: 'Figma board',
      type: 'wireframes',
      url: 'https://figma.com/file/abc',
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({
      type_display: 'Wireframes',
      url: 'https://figma.com/file/abc',
      file: null,
    });

    const bytes = simplePdf('Statement of work');
    const file = await staff.upload('/api/documents/', [
      ...fields(p.id, 'Statement of work', 'contract'),
      { name: 'file', fileName: 'SOW v2.pdf', bytes },
    ]);
    expect(file.statusCode, file.body).toBe(201);
    const created: ProjectDocument = file.json();
    expect(created).toMatchObject({
      type: 'contract',
      type_display: 'Contracts',
      file: { name: 'SOW v2.pdf', size: bytes.length, mime_type: 'application/pdf' },
      download_url: `/api/documents/${created.id}/download/`,
    });

    const list = await member.client.get(`/api/documents/?project=${p.id}`);
    expect(list.json().results.map((d: ProjectDocument) => [d.title, d.abilities])).toEqual([
      ['Statement of work', { edit: false, delete: false }],
      ['Figma board', { edit: false, delete: false }],
    ]);
    const download = await member.client.get(created.download_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="SOW v2.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect((await stranger.get(created.download_url as string)).statusCode).toBe(404);
    expect((await activitiesOf(t.app.db, p.id, 'project_document_added')).length).toBe(2);
  });

  it.each([
    [{ title: 'Spec' }, { file: ['Select a file'], url: ['Add a url'] }],
    [{ title: 'Spec', url: 'www.example' }, { url: ['Invalid link'] }],
    [{ title: '', url: 'https://x.io' }, { title: ['Name is required'] }],
    [{ title: 'Spec', url: 'https://x.io', status: 'approved' }, { status: ['Unknown field.'] }],
  ])('refuses %j', async (body, errors) => {
    const p = await project();
    const response = await staff.post('/api/documents/', { project: { id: p.id }, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('takes exactly 5 MB, refuses one byte more (413) and types by content (415)', async () => {
    const p = await project();
    const ok = await staff.upload('/api/documents/', [
      ...fields(p.id, 'Big'),
      { name: 'file', fileName: 'big.pdf', bytes: pdfOf(LIMIT) },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const big = await staff.upload('/api/documents/', [
      ...fields(p.id, 'Too big'),
      { name: 'file', fileName: 'big.pdf', bytes: pdfOf(LIMIT + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal('Size is greater than 5Mbs'));
    const exe = await staff.upload('/api/documents/', [
      ...fields(p.id, 'Tool'),
      { name: 'file', fileName: 'tool.pdf', bytes: Buffer.from('MZ\x90\x00binary', 'latin1') },
    ]);
    expect(exe.statusCode).toBe(415);
    const titles = (
      await t.app.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, p.id))
    ).map((d) => d.title);
    expect(titles).toEqual(['Big']);
  });

  it("lets the project's client add requirements, wireframes and other documents only", async () => {
    const p = await project();
    const ok = await owner.client.post('/api/documents/', {
      project: { id: p.id },
      title: 'Must-haves',
      type: 'requirements',
      url: 'https://docs.example.com/reqs',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().abilities).toEqual({ edit: true, delete: false });
    const contract = await owner.client.post('/api/documents/', {
      project: { id: p.id },
      title: 'Our contract',
      type: 'contract',
      url: 'https://docs.example.com/c',
    });
    expect(contract.json()).toEqual({
      type: ['You may add requirements, wireframes and other documents only'],
    });
    const asMember = await member.client.post('/api/documents/', {
      project: { id: p.id },
      title: 'Notes',
      url: 'https://x.io',
    });
    expect(asMember.statusCode).toBe(403);
    const asStranger = await stranger.post('/api/documents/', {
      project: { id: p.id },
      title: 'X',
      url: 'https://x.io',
    });
    expect(asStranger.statusCode).toBe(404);
  });

  it('refuses every change on archived projects', async () => {
    const p = await project(true);
    const doc = await addLinkDocument(t.app.db, p.id, 'Old', 'https://x.io');
    const added = await staff.post('/api/documents/', {
      project: { id: p.id },
      title: 'New',
      url: 'https://x.io',
    });
    expect(added.statusCode).toBe(409);
    expect((await staff.delete(`/api/documents/${doc.id}/`)).statusCode).toBe(409);
    expect((await staff.patch(`/api/documents/${doc.id}/`, { title: 'Renamed' })).statusCode).toBe(409);
    expect(
      (await owner.client.post('/api/documents/', { project: { id: p.id }, title: 'N', url: 'https://x.io' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PATCH and DELETE documents/{id}/', () => {
  it('lets staff rename and delete; the deleted document leaves every list', async () => {
    const p = await project();
    const doc = await addFileDocument(
      t.app.db,
      p.id,
      'Estimate',
      'estimate.pdf',
      owner.user.id,
      t.app.fileStore,
      {
        type: 'estimate',
      },
    );
    const renamed = await staff.patch(`/api/documents/${doc.id}/`, {
      title: 'Estimate v2',
      status: 'pending',
    });
    expect(renamed.json()).toMatchObject({ title: 'Estimate v2', status: 'pending' });
    expect((await activitiesOf(t.app.db, p.id, 'project_document_updated')).length).toBe(1);
    expect((await member.client.delete(`/api/documents/${doc.id}/`)).statusCode).toBe(403);
    expect((await staff.delete(`/api/documents/${doc.id}/`)).statusCode).toBe(204);
    expect((await member.client.get(`/api/documents/?project=${p.id}`)).json().count).toBe(0);
    expect((await member.client.get(`/api/documents/${doc.id}/download/`)).statusCode).toBe(404);
    expect((await staff.delete(`/api/documents/${doc.id}/`)).statusCode).toBe(404);
    expect(await auditsOf(t.app.db, 'document.deleted', doc.id)).toHaveLength(1);
  });

  it("lets a client edit only the documents they added, within their types; status is staff's", async () => {
    const p = await project();
    const mine = await addLinkDocument(t.app.db, p.id, 'Reqs', 'https://x.io', {
      type: 'requirements',
      createdById: owner.user.id,
    });
    const theirs = await addLinkDocument(t.app.db, p.id, 'Plan', 'https://y.io', { type: 'planning' });
    expect((await owner.client.patch(`/api/documents/${mine.id}/`, { url: 'https://z.io' })).statusCode).toBe(
      200,
    );
    expect((await owner.client.patch(`/api/documents/${mine.id}/`, { type: 'contract' })).statusCode).toBe(
      400,
    );
    expect((await owner.client.patch(`/api/documents/${mine.id}/`, { status: 'approved' })).statusCode).toBe(
      403,
    );
    expect((await owner.client.patch(`/api/documents/${theirs.id}/`, { title: 'X' })).statusCode).toBe(403);
    expect((await stranger.patch(`/api/documents/${mine.id}/`, { title: 'X' })).statusCode).toBe(404);
  });

  it('lists in the same number of queries for 1 document as for 25', async () => {
    const one = await project();
    const many = await project();
    await addLinkDocument(t.app.db, one.id, 'Only', 'https://x.io');
    for (let i = 0; i < 25; i += 1) {
      await addFileDocument(t.app.db, many.id, `Doc ${i}`, `doc${i}.pdf`, owner.user.id);
    }
    const count = async (id: number) =>
      (await t.queries.count(() => member.client.get(`/api/documents/?project=${id}&page_size=50`)))
        .statements.length;
    const [a, b] = [await count(one.id), await count(many.id)];
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(4);
  });
});

describe('document status (approval)', () => {
  it('writes an audit row with the status before and after, and none for other changes', async () => {
    const p = await project();
    const doc = await addLinkDocument(t.app.db, p.id, 'Proposal', 'https://x.io', { type: 'proposal' });
    const response = await staff.patch(`/api/documents/${doc.id}/`, { status: 'pending' });
    expect(response.statusCode, response.body).toBe(200);
    const [audit, ...more] = await auditsOf(t.app.db, 'document.status_changed', doc.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      targetType: 'project_document',
      before: { project: p.id, status: 'approved' },
      after: { project: p.id, status: 'pending' },
      requestId: expect.any(String),
    });
    await staff.patch(`/api/documents/${doc.id}/`, { title: 'Proposal v2', status: 'pending' });
    expect(await auditsOf(t.app.db, 'document.status_changed', doc.id)).toHaveLength(1);
  });

  it('moves once under parallel requests: one audit row, the others unchanged or 409', async () => {
    const p = await project();
    const doc = await addLinkDocument(t.app.db, p.id, 'Estimate', 'https://x.io', { type: 'estimate' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => staff.patch(`/api/documents/${doc.id}/`, { status: 'draft' })),
    );
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(await auditsOf(t.app.db, 'document.status_changed', doc.id)).toHaveLength(1);
    const [row] = await t.app.db.select().from(projectDocuments).where(eq(projectDocuments.id, doc.id));
    expect(row?.status).toBe('draft');
  });
});
