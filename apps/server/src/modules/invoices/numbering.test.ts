import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../db/factories/projects.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';
import { clientProject, inState, invoiceOf, type People, people } from './test-support.ts';

let t: TestApp;
let p: People;
let project: ProjectRow;

/** One generation per person: the second in a row is over the mail limit (429) and rolls back. */
beforeAll(async () => {
  t = await createTestApp({ MAIL_LIMIT_INVOICES: '1/1000' });
  p = await people(t);
  project = await clientProject(t.app.db, p);
});
afterAll(() => t.close());

const PARALLEL = 20;

/** ADR 032 Numbering: no gaps, no duplicates, under parallel use and rollbacks. */
describe('invoice numbers', () => {
  it('20 parallel generations on one series take 1 to 20, each once', async () => {
    const drafts = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        inState(t.app.db, project.id, 'draft', { issuedAt: '2031-05-01' }),
      ),
    );
    const generators = await Promise.all(Array.from({ length: PARALLEL }, () => loginAs(t.app, 'pay_admin')));
    const answers = await Promise.all(
      drafts.map((draft, i) => generators[i]?.client.post(`/api/invoices/${draft.id}/generate/`)),
    );
    expect(answers.map((answer) => answer?.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((answer) => answer?.json().number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => `INV-2031-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('a generation that rolls back gives its number back: the next one leaves no gap', async () => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => inState(t.app.db, project.id, 'draft', { issuedAt: '2032-02-01' })),
    );
    expect((await p.finance.client.post(`/api/invoices/${first?.id}/generate/`)).json().number).toBe(
      'INV-2032-0001',
    );
    const overLimit = await p.finance.client.post(`/api/invoices/${second?.id}/generate/`);
    expect(overLimit.statusCode).toBe(429);
    expect(await invoiceOf(t.app.db, second?.id as number)).toMatchObject({ finalized: false, number: null });
    expect((await p.admin.client.post(`/api/invoices/${third?.id}/generate/`)).json().number).toBe(
      'INV-2032-0002',
    );
  });

  it('parallel generations of one invoice: one number taken, the others 409', async () => {
    const draft = await inState(t.app.db, project.id, 'draft', { issuedAt: '2033-01-01' });
    const generators = await Promise.all(Array.from({ length: 10 }, () => loginAs(t.app, 'pay_admin')));
    const statuses = await Promise.all(
      generators.map((who) =>
        who.client.post(`/api/invoices/${draft.id}/generate/`).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const next = await inState(t.app.db, project.id, 'draft', { issuedAt: '2033-03-01' });
    const fresh = await loginAs(t.app, 'pay_admin');
    expect((await fresh.client.post(`/api/invoices/${next.id}/generate/`)).json().number).toBe(
      'INV-2033-0002',
    );
  });
});
