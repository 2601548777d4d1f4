import { IBAN_SHEET_COLUMNS, type UploadPreview } from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/client.ts';
import { refusal } from '../../test/client.ts';
import { loadInstallationSecret } from '../auth/secret.ts';
import { bankSheet, ibanRecipient, insertPayout } from './payout-sheets.fixtures.ts';
import { issuePreviewToken } from './payout-upload.token.ts';
import { auditOf, historyOf, type InvoiceRow, invoiceOf, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let projectId: number;
let recipientId: number;

beforeAll(async () => {
  const world = await openWorld();
  ({ t, p } = world);
  projectId = world.project.id;
  recipientId = (await ibanRecipient(t.app.db, 'Ana Silva', 'DE89370400440532013000')).id;
});
afterAll(() => t.close());

/** The spec's text, its typo ('have send') corrected. */
const ERROR = 'Error processing file data, make sure you have sent a valid file';
const payout = (amountMinor: number, overrides: Parameters<typeof insertPayout>[4] = {}) =>
  insertPayout(t.app.db, projectId, recipientId, amountMinor, overrides);
const ref = (row: InvoiceRow) => row.number ?? `PO-${row.id}`;

const upload = (who: SignedIn, bytes: Buffer, fileName = 'paid.xlsx', path = '/api/invoices/upload/') =>
  who.client.upload(path, [{ name: 'file', fileName, bytes }]);

async function preview(rows: (string | number | null)[][], path?: string): Promise<UploadPreview> {
  const response = await upload(
    p.finance,
    await bankSheet([[...IBAN_SHEET_COLUMNS], ...rows]),
    'paid.xlsx',
    path,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const apply = (token: string, who: SignedIn = p.finance, key?: string) =>
  who.client.post(
    '/api/invoices/upload/apply/',
    { preview_token: token },
    key === undefined ? {} : { headers: { 'idempotency-key': key } },
  );

const line = (row: InvoiceRow, amount: string | number) => [ref(row), 'Ana Silva', '', '', amount, row.title];

describe('POST invoices/upload/: the preview', () => {
  it('sorts every row into to be paid or an exception with its row, and changes nothing', async () => {
    const ok = await payout(123_456);
    const numbered = await payout(50_000, {
      number: 'PO-2026-0901',
      finalized: true,
      finalizedAt: new Date(),
    });
    const paid = await payout(10_000, { paid: true, paidAt: new Date() });
    const mismatch = await payout(20_000);
    const draft = await payout(30_000, { status: 'draft' });
    const badAmount = await payout(40_000);
    const preview_ = await preview([
      line(ok, 1234.56),
      line(numbered, '500.00'),
      ['PO-999999999', 'Nobody', '', '', 1, 'x'],
      line(paid, 100),
      line(mismatch, 200.01),
      line(draft, 300),
      line(ok, 1234.56),
      line(badAmount, 'forty'),
      [null, null, null, null, null, null],
      ['', 'no reference', '', '', 5, ''],
    ]);
    expect(preview_.to_pay).toEqual([
      { row: 2, invoice_id: ok.id, reference: `PO-${ok.id}`, recipient: 'Ana Recipient', amount: '1234.56' },
      {
        row: 3,
        invoice_id: numbered.id,
        reference: 'PO-2026-0901',
        recipient: 'Ana Recipient',
        amount: '500.00',
      },
    ]);
    expect(preview_.to_pay_count).toBe(2);
    expect(preview_.to_pay_total).toBe('1734.56');
    expect(preview_.exceptions.map((e) => [e.row, e.reason, e.invoice_id])).toEqual([
      [4, 'unknown', null],
      [5, 'already_paid', paid.id],
      [6, 'amount_mismatch', mismatch.id],
      [7, 'not_approved', draft.id],
      [8, 'duplicate', ok.id],
      [9, 'invalid_amount', badAmount.id],
      [11, 'unknown', null],
    ]);
    expect(preview_.exceptions.find((e) => e.reason === 'amount_mismatch')).toMatchObject({
      amount: '200.01',
      expected_amount: '200.00',
      message: 'Amount does not match: 200.00 expected',
    });
    expect((await invoiceOf(t.app.db, ok.id)).paid).toBe(false);
    expect(await historyOf(t.app.db, ok.id)).toEqual([]);
  });

  it('names wrong-platform payouts on the IBAN upload', async () => {
    const wise = await payout(1_000, { paymentPlatform: 'wise' });
    const iban = await payout(2_000);
    const result = await preview([line(wise, 10), line(iban, 20)], '/api/invoices/iban/upload/');
    expect(result.to_pay.map((row) => row.invoice_id)).toEqual([iban.id]);
    expect(result.exceptions.map((e) => [e.row, e.reason])).toEqual([[2, 'not_iban']]);
  });

  it('reads a comma as a thousands separator only: a decimal comma is an invalid amount, not 100 times it', async () => {
    const thousands = await payout(125_000);
    const decimalComma = await payout(1_250);
    const large = await payout(125_000);
    const result = await preview([
      line(thousands, '€ 1,250.00'),
      line(decimalComma, '12,50'),
      line(large, '1250,00'),
    ]);
    expect(result.to_pay.map((row) => row.invoice_id)).toEqual([thousands.id]);
    expect(result.exceptions.map((e) => [e.row, e.reason, e.invoice_id])).toEqual([
      [3, 'invalid_amount', decimalComma.id],
      [4, 'invalid_amount', large.id],
    ]);
  });
});

describe('POST invoices/upload/apply/', () => {
  it('pays exactly the previewed set with a history line and an audit row each; the token again pays nothing (409)', async () => {
    const a = await payout(11_100);
    const b = await payout(22_200);
    const other = await payout(33_300);
    const first = await preview([line(a, 111), line(b, 222)]);
    const response = await apply(first.preview_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: '2 payouts marked as paid',
      paid_count: 2,
      paid_total: '333.00',
      invoice_ids: [a.id, b.id],
    });
    for (const id of [a.id, b.id]) {
      const row = await invoiceOf(t.app.db, id);
      expect(row).toMatchObject({ paid: true, paidById: p.finance.user.id, revision: 1 });
      expect((await historyOf(t.app.db, id)).map((event) => event.action)).toEqual(['paid']);
      const audit = await auditOf(t.app.db, id);
      expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['invoice.mark_as_paid', p.finance.user.id],
      ]);
      expect(audit[0]?.before).toMatchObject({ paid: false });
      expect(audit[0]?.after).toMatchObject({ paid: true });
    }
    expect((await invoiceOf(t.app.db, other.id)).paid).toBe(false);

    const replay = await apply(first.preview_token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().detail).toBe(MESSAGES.payoutSheets.changedSinceReview);
    const again = await preview([line(a, 111), line(b, 222)]);
    expect(again.to_pay).toEqual([]);
    expect(again.exceptions.map((e) => e.reason)).toEqual(['already_paid', 'already_paid']);
    for (const id of [a.id, b.id]) expect(await historyOf(t.app.db, id)).toHaveLength(1);
  });

  it('pays nothing when any previewed payout changed since the preview (409)', async () => {
    const a = await payout(1_000);
    const b = await payout(2_000);
    const token = (await preview([line(a, 10), line(b, 20)])).preview_token;
    const alone = await preview([line(b, 20)]);
    expect((await apply(alone.preview_token)).statusCode).toBe(200);
    const response = await apply(token);
    expect(response.statusCode).toBe(409);
    expect((await invoiceOf(t.app.db, a.id)).paid).toBe(false);
    expect(await historyOf(t.app.db, a.id)).toEqual([]);
  });

  it('parallel applies of one preview: one success, the rest 409, each payout paid once', async () => {
    const rows = await Promise.all([payout(500), payout(600), payout(700)]);
    const token = (await preview(rows.map((row) => line(row, row.totalMinor / 100)))).preview_token;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => apply(token).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const row of rows) {
      expect((await historyOf(t.app.db, row.id)).map((event) => event.action)).toEqual(['paid']);
      expect(await auditOf(t.app.db, row.id)).toHaveLength(1);
    }
  });

  it("refuses a damaged token, and another person's (400)", async () => {
    const a = await payout(900);
    const token = (await preview([line(a, 9)])).preview_token;
    for (const bad of ['nonsense', `${token.slice(0, -2)}xx`, token.replace('.', '.A')]) {
      const response = await apply(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ preview_token: [MESSAGES.payoutSheets.previewExpired] });
    }
    expect((await apply(token, p.admin)).statusCode).toBe(400);
    expect((await invoiceOf(t.app.db, a.id)).paid).toBe(false);
  });
});

describe('POST invoices/upload/apply/ with an Idempotency-Key (ADR 029)', () => {
  let keys = 0;
  const newKey = () => {
    keys += 1;
    return `payout-apply-${Date.now()}-${keys}`;
  };
  const paidOnce = async (ids: number[]) => {
    for (const id of ids) {
      expect(await invoiceOf(t.app.db, id)).toMatchObject({ paid: true, revision: 1 });
      expect((await historyOf(t.app.db, id)).map((event) => event.action)).toEqual(['paid']);
      expect(await auditOf(t.app.db, id)).toHaveLength(1);
    }
  };

  it('answers a retry with the first 200 response and pays nothing twice', async () => {
    const a = await payout(4_100);
    const b = await payout(4_200);
    const { preview_token } = await preview([line(a, 41), line(b, 42)]);
    const key = newKey();
    const first = await apply(preview_token, p.finance, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: '2 payouts marked as paid',
      paid_count: 2,
      paid_total: '83.00',
      invoice_ids: [a.id, b.id],
    });
    for (let retry = 0; retry < 2; retry += 1) {
      const replay = await apply(preview_token, p.finance, key);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    await paidOnce([a.id, b.id]);
    // Without its key, or under another one, the spent token is refused as before.
    expect((await apply(preview_token)).statusCode).toBe(409);
    expect((await apply(preview_token, p.finance, newKey())).statusCode).toBe(409);
    await paidOnce([a.id, b.id]);
  });

  it('answers the first response to a retry after the token expired', async () => {
    const a = await payout(4_150);
    // A preview's token that expires in a moment (a real one lasts 30 minutes).
    const expiresAt = Date.now() + 1_500;
    const key = await loadInstallationSecret(t.app.db, t.app.config);
    const token = issuePreviewToken(key, {
      actorId: p.finance.user.id,
      expiresAt,
      pairs: [[a.id, a.revision]],
    });
    const idempotencyKey = newKey();
    const first = await apply(token, p.finance, idempotencyKey);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    const replay = await apply(token, p.finance, idempotencyKey);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await apply(token)).json()).toEqual({ preview_token: [MESSAGES.payoutSheets.previewExpired] });
    await paidOnce([a.id]);
  });

  it('refuses the same key with another preview (422) and pays nothing for it', async () => {
    const a = await payout(4_300);
    const b = await payout(4_400);
    const key = newKey();
    const first = await apply((await preview([line(a, 43)])).preview_token, p.finance, key);
    expect(first.statusCode, first.body).toBe(200);
    const other = (await preview([line(b, 44)])).preview_token;
    const response = await apply(other, p.finance, key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal(MESSAGES.api.idempotencyMismatch));
    expect((await invoiceOf(t.app.db, b.id)).paid).toBe(false);
    expect(await historyOf(t.app.db, b.id)).toEqual([]);
    await paidOnce([a.id]);
    // The other preview is still good under a key of its own.
    expect((await apply(other, p.finance, newKey())).statusCode).toBe(200);
    await paidOnce([b.id]);
  });

  it('keeps no key for a refused apply: a retry with it runs again', async () => {
    const a = await payout(4_500);
    const key = newKey();
    const damaged = await apply('nonsense', p.finance, key);
    expect(damaged.statusCode).toBe(400);
    const { preview_token } = await preview([line(a, 45)]);
    const response = await apply(preview_token, p.finance, key);
    expect(response.statusCode, response.body).toBe(200);
    await paidOnce([a.id]);
  });

  it('parallel applies with one key: every one answers the first 200, each payout paid once', async () => {
    const rows = await Promise.all([payout(810), payout(820), payout(830)]);
    const token = (await preview(rows.map((row) => line(row, row.totalMinor / 100)))).preview_token;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(token, p.finance, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await paidOnce(rows.map((row) => row.id));
  });

  it("keeps each person's keys apart: another person's key is not a replay", async () => {
    const a = await payout(4_600);
    const { preview_token } = await preview([line(a, 46)]);
    const key = newKey();
    expect((await apply(preview_token, p.finance, key)).statusCode).toBe(200);
    expect((await apply(preview_token, p.admin, key)).statusCode).toBe(400);
    await paidOnce([a.id]);
  });
});

describe('bad files change nothing', () => {
  it('an unreadable xlsx, missing columns or no file: 400 with the upload error', async () => {
    const noAmount = await bankSheet([
      ['Reference', 'Title'],
      ['PO-1', 'x'],
    ]);
    for (const [bytes, name] of [
      [Buffer.from('not a spreadsheet at all'), 'paid.xlsx'],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]), 'paid.xlsx'],
      [noAmount, 'paid.xlsx'],
    ] as const) {
      const response = await upload(p.finance, bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ file: [ERROR] });
    }
    const none = await p.finance.client.upload('/api/invoices/upload/', [{ name: 'note', value: 'x' }]);
    expect(none.statusCode).toBe(400);
  });

  it('another file type: 415; a CSV or an xlsx under another name too', async () => {
    const sheet = await bankSheet([[...IBAN_SHEET_COLUMNS]]);
    for (const [bytes, name] of [
      [Buffer.from('%PDF-1.7\n%...'), 'paid.pdf'],
      [Buffer.from('%PDF-1.7\n%...'), 'paid.xlsx'],
      [Buffer.from('Reference,Amount\nPO-1,10\n'), 'paid.csv'],
      [sheet, 'paid.docx'],
    ] as const) {
      const response = await upload(p.finance, bytes, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual(refusal(ERROR));
    }
  });

  it('5 MB is read, one byte more is 413', async () => {
    const limit = 5_242_880;
    const big = Buffer.alloc(limit + 1, 0x20);
    expect((await upload(p.finance, big)).statusCode).toBe(413);
    const exact = await upload(p.finance, Buffer.alloc(limit, 0x20));
    expect(exact.statusCode).toBe(400);
  });
});

describe('statements per request (docs/quality.md, Query count)', () => {
  it('a preview and an apply run the same statements for 2 payouts and for 60', async () => {
    const counts: { preview: number; apply: number }[] = [];
    for (const size of [2, 60]) {
      const rows: InvoiceRow[] = [];
      for (let index = 0; index < size; index += 1) rows.push(await payout(100 + index));
      const bytes = await bankSheet([
        [...IBAN_SHEET_COLUMNS],
        ...rows.map((row) => line(row, row.totalMinor / 100)),
      ]);
      const previewed = await t.queries.count(() => upload(p.finance, bytes));
      expect(previewed.result.statusCode).toBe(200);
      const applied = await t.queries.count(() => apply(previewed.result.json().preview_token));
      expect(applied.result.json().paid_count).toBe(size);
      counts.push({ preview: previewed.statements.length, apply: applied.statements.length });
    }
    expect(counts[1]).toEqual(counts[0]);
  });
});

describe('a 10,000-row sheet', () => {
  it('is previewed in one lookup', async () => {
    const rows: (string | number)[][] = [];
    for (let index = 0; index < 10_000; index += 1)
      rows.push([`PO-${900_000_000 + index}`, 'x', '', '', 1, 'x']);
    const started = performance.now();
    const result = await preview(rows);
    const elapsed = performance.now() - started;
    expect(result.to_pay).toEqual([]);
    expect(result.exceptions).toHaveLength(10_000);
    expect(result.exceptions.at(-1)).toMatchObject({ row: 10_001, reason: 'unknown' });
    console.info(`10,000-row preview through app.inject: ${elapsed.toFixed(0)} ms`);
  });
});
