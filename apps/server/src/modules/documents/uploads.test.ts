import { existsSync, readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { files, projectDocuments, projects } from '../../db/schema/index.ts';
import { MAX_FIELD_BYTES } from '../../http/multipart.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type MultipartPart, multipartBody, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
let staff: TestClient;
let clientId: number;
let projectId: number;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pdf = (size = 200) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(512, 0x41)]);

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  const client = await loginAs(t.app, 'client');
  clientId = client.user.id;
  projectId = (await createProject(t.app.db, { ownerId: clientId })).id;
  // A database error after the files were stored: inserting a document titled 'explode' fails.
  await t.app.db.execute(sql`
    create function test_refuse_document() returns trigger language plpgsql as $$
    begin
      if new.title = 'explode' then raise exception 'refused by test trigger'; end if;
      return new;
    end $$`);
  await t.app.db.execute(sql`
    create trigger test_refuse_document before insert on project_documents
    for each row execute function test_refuse_document()`);
});
afterAll(() => t.close());

const fileRows = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n;
const blobs = () => {
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};
const projectCount = async () => (await t.app.db.select({ id: projects.id }).from(projects)).length;

/** A multipart project create with one document per file. */
const projectParts = (documents: { title: string; fileName: string; bytes: Buffer }[]): MultipartPart[] => [
  { name: 'category', value: 'dedicated' },
  { name: 'title', value: 'With files' },
  { name: 'description', value: 'Multipart' },
  { name: 'type', value: 'web' },
  { name: 'expected_start_date', value: future(2) },
  { name: 'currency', value: 'EUR' },
  { name: 'invoicing_email', value: 'pay@example.test' },
  { name: 'owner[id]', value: String(clientId) },
  ...documents.flatMap((document, index) => [
    { name: `documents[${index}][title]`, value: document.title },
    { name: `documents[${index}][type]`, value: 'requirements' },
    { name: `documents[${index}][file]`, fileName: document.fileName, bytes: document.bytes },
  ]),
];
const documentParts = (title: string, ...rest: MultipartPart[]): MultipartPart[] => [
  { name: 'project[id]', value: String(projectId) },
  { name: 'title', value: title },
  { name: 'type', value: 'requirements' },
  ...rest,
];

/** Runs `send` and checks that it left no file behind: no row, no bytes, no project. */
async function leavesNothing(send: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = { rows: await fileRows(), blobs: blobs().length, projects: await projectCount() };
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect({ rows: await fileRows(), blobs: blobs().length, projects: await projectCount() }).toEqual(before);
  return response;
}

describe('several files in one request', () => {
  it('stores none when the second file is refused (415)', async () => {
    const response = await leavesNothing(
      () =>
        staff.upload(
          '/api/projects/',
          projectParts([
            { title: 'Good', fileName: 'good.pdf', bytes: pdf() },
            { title: 'Bad', fileName: 'bad.pdf', bytes: EXE },
          ]),
        ),
      415,
    );
    expect(JSON.parse(response.body)).toEqual(refusal('This file type is not allowed.'));
  });

  it('removes the stored bytes when the transaction fails after storing them', async () => {
    await leavesNothing(
      () =>
        staff.upload(
          '/api/projects/',
          projectParts([
            { title: 'First', fileName: 'a.pdf', bytes: pdf() },
            { title: 'explode', fileName: 'b.pdf', bytes: pdf(300) },
          ]),
        ),
      500,
    );
    await leavesNothing(
      () =>
        staff.upload(
          '/api/documents/',
          documentParts('explode', { name: 'file', fileName: 'c.pdf', bytes: pdf() }),
        ),
      500,
    );
  });

  it('stores both when both are good', async () => {
    const before = blobs().length;
    const response = await staff.upload(
      '/api/projects/',
      projectParts([
        { title: 'One', fileName: 'one.pdf', bytes: pdf() },
        { title: 'Two', fileName: 'two.pdf', bytes: pdf(400) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(blobs()).toHaveLength(before + 2);
  });
});

describe('multipart limits', () => {
  it('refuses a file under a name the route does not declare, before storing anything', async () => {
    const document = await leavesNothing(
      () =>
        staff.upload(
          '/api/documents/',
          documentParts('Spec', { name: 'attachment', fileName: 'a.pdf', bytes: pdf() }),
        ),
      400,
    );
    expect(JSON.parse(document.body)).toEqual({ attachment: ['Unknown field.'] });
    const project = await leavesNothing(() => {
      const parts = projectParts([{ title: 'Spec', fileName: 'a.pdf', bytes: pdf() }]);
      return staff.upload('/api/projects/', [
        ...parts,
        { name: 'documents[0][preview]', fileName: 'b.png', bytes: pdf() },
      ]);
    }, 400);
    expect(JSON.parse(project.body)).toEqual({ 'documents.0.preview': ['Unknown field.'] });
  });

  it('refuses more files than the route takes with 413', async () => {
    const response = await leavesNothing(
      () =>
        staff.upload(
          '/api/documents/',
          documentParts(
            'Spec',
            { name: 'file', fileName: 'a.pdf', bytes: pdf() },
            { name: 'file', fileName: 'b.pdf', bytes: pdf() },
          ),
        ),
      413,
    );
    expect(JSON.parse(response.body)).toEqual(refusal('Too many files: at most 1 in one request.'));
  });

  it(`reads text fields up to ${MAX_FIELD_BYTES} bytes; one more is 413`, async () => {
    const send = (size: number) =>
      staff.upload(
        '/api/documents/',
        documentParts(
          'Spec',
          { name: 'description', value: 'a'.repeat(size) },
          { name: 'file', fileName: 'a.pdf', bytes: pdf() },
        ),
      );
    const longest = await send(MAX_FIELD_BYTES);
    expect(longest.statusCode).toBe(400);
    expect(longest.json()).toEqual({ description: ['Ensure this field has no more than 2000 characters.'] });
    const over = await leavesNothing(() => send(MAX_FIELD_BYTES + 1), 413);
    expect(JSON.parse(over.body)).toEqual(refusal('Request body is too large.'));
  });

  it('keeps 5 MB files: one byte more is 413 "Size is greater than 5Mbs"', async () => {
    const response = await leavesNothing(
      () =>
        staff.upload(
          '/api/documents/',
          documentParts('Big', { name: 'file', fileName: 'big.pdf', bytes: pdf(5_242_881) }),
        ),
      413,
    );
    expect(JSON.parse(response.body)).toEqual(refusal('Size is greater than 5Mbs'));
  });
});

describe('over a real connection', () => {
  /** POSTs over `agent`, resolving with the status once the whole answer is in. */
  const post = (agent: Agent, port: number, parts: MultipartPart[]) =>
    new Promise<number>((resolve, reject) => {
      const { body, contentType } = multipartBody(parts);
      const cookie = [...staff.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers = { 'content-type': contentType, cookie, 'x-csrftoken': staff.csrfToken as string };
      const req = httpRequest({ port, agent, method: 'POST', path: '/api/documents/', headers }, (res) => {
        res.resume().on('end', () => resolve(res.statusCode as number));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('stalled')));
      req.on('error', reject).end(body);
    });

  it('reads and drops the rest of a refused body, so the connection serves the next request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = { name: 'file', fileName: 'b.pdf', bytes: pdf(4_000_000) };
    try {
      const field = { name: 'description', value: 'a'.repeat(MAX_FIELD_BYTES + 1) };
      const undeclared = { name: 'attachment', fileName: 'a.pdf', bytes: pdf(4_000_000) };
      expect(await post(agent, port, documentParts('Spec', field, big))).toBe(413);
      expect(await post(agent, port, documentParts('Spec', undeclared, big))).toBe(400);
      expect(await post(agent, port, documentParts('Fine', { ...big, bytes: pdf(100) }))).toBe(201);
    } finally {
      agent.destroy();
    }
  });
});

describe('stored files', () => {
  it.each([
    ['an exe named .pdf', 'invoice.pdf', EXE],
    ['an exe named .png', 'photo.png', EXE],
    ['html named .csv', 'list.csv', Buffer.from('<script>\0</script>')],
  ])('refuses %s with 415', async (_label, fileName, bytes) => {
    const response = await leavesNothing(
      () => staff.upload('/api/documents/', documentParts('Typed', { name: 'file', fileName, bytes })),
      415,
    );
    expect(JSON.parse(response.body)).toEqual(refusal('This file type is not allowed.'));
  });

  it('keeps the bytes under a random name, never the uploaded one', async () => {
    const response = await staff.upload(
      '/api/documents/',
      documentParts('Path', { name: 'file', fileName: '../../etc/"passwd".pdf', bytes: pdf(64) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [document] = await t.app.db
      .select({ fileId: projectDocuments.fileId })
      .from(projectDocuments)
      .where(eq(projectDocuments.id, response.json().id));
    const [row] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, document?.fileId as number));
    expect(row?.storedName).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row?.originalName).toBe('_passwd_.pdf');
    expect(blobs()).toContain(row?.storedName);
    expect(blobs().some((name) => name.includes('passwd'))).toBe(false);
  });
});
