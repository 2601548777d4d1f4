import { IBAN_SHEET_COLUMNS } from '@kazi/shared/invoices/payout-sheets';
import { MESSAGES } from '@kazi/shared/messages';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayoutAccount } from '../../db/factories/payouts.ts';
import { createUser } from '../../db/factories/users.ts';
import type { TestApp } from '../../test/app.ts';
import { refusal } from '../../test/client.ts';
import { ibanRecipient, insertPayout } from './payout-sheets.fixtures.ts';
import { type InvoiceRow, openWorld, type People } from './test-support.ts';

let t: TestApp;
let p: People;
let projectId: number;

beforeAll(async () => {
  const world = await openWorld();
  ({ t, p } = world);
  projectId = world.project.id;
});
afterAll(() => t.close());

const download = (format?: 'xlsx' | 'sepa') =>
  p.finance.client.get(`/api/invoices/iban/download/${format ? `?format=${format}` : ''}`);

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      Array.from({ length: IBAN_SHEET_COLUMNS.length }, (_, index) => row.getCell(index + 1).value ?? null),
    );
  });
  return rows;
}

describe('GET invoices/iban/download/', () => {
  let payouts: InvoiceRow[];

  it('warns when no payout is waiting (404)', async () => {
    for (const format of ['xlsx', 'sepa'] as const) {
      const response = await download(format);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal(MESSAGES.payoutSheets.noUnpaid));
    }
  });

  it('lists approved, unpaid IBAN payouts of more than nothing in EUR whose recipient has an active IBAN', async () => {
    const db = t.app.db;
    const jurgen = await ibanRecipient(db, 'Jürgen Müller-Straße', 'DE89 3704 0044 0532 0130 00');
    const zoe = await ibanRecipient(db, 'Zoë Łukasik', 'NL91ABNA0417164300');
    // Their IBAN account was replaced and they now take Wise: their IBAN payout cannot be transferred.
    const noIban = await createUser(db, { firstName: 'Nobody' });
    const iban = { provider: 'iban', holder: 'Nobody', iban: 'FR1420041010050500013M02606' } as const;
    await createPayoutAccount(db, noIban.id, iban, { status: 'replaced' });
    const wise = {
      provider: 'wise',
      email: 'w@example.test',
      accountName: 'W',
      iban: 'GB33BUKB20201555555555',
    } as const;
    await createPayoutAccount(db, noIban.id, wise);
    payouts = [
      await insertPayout(db, projectId, jurgen.id, 123_456, { title: 'März Entwicklung' }),
      await insertPayout(db, projectId, zoe.id, 1, {
        number: 'PO-2026-0007',
        finalized: true,
        finalizedAt: new Date(),
      }),
      await insertPayout(db, projectId, jurgen.id, 99_999_999_999, { title: '=HYPERLINK("x")' }),
    ];
    await insertPayout(db, projectId, jurgen.id, 500, { paid: true, paidAt: new Date() });
    await insertPayout(db, projectId, jurgen.id, 600, { status: 'pending' });
    await insertPayout(db, projectId, jurgen.id, 700, { paymentPlatform: 'wise' });
    await insertPayout(db, projectId, jurgen.id, 800, { archived: true, archivedAt: new Date() });
    await insertPayout(db, projectId, jurgen.id, 900, { currency: 'USD' });
    await insertPayout(db, projectId, noIban.id, 1_000);
    // Nothing to transfer (a rate of 0): SEPA takes no amount under 0.01.
    await insertPayout(db, projectId, jurgen.id, 0);

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="Unpaid IBAN payouts \d{8}-\d{6}\.xlsx"/,
    );
    expect(await sheetRows(response.rawPayload)).toEqual([
      [...IBAN_SHEET_COLUMNS],
      [
        `PO-${payouts[0]?.id}`,
        'Jürgen Müller-Straße',
        'DE89370400440532013000',
        null,
        1234.56,
        'März Entwicklung',
      ],
      ['PO-2026-0007', 'Zoë Łukasik', 'NL91ABNA0417164300', null, 0.01, payouts[1]?.title],
      [
        `PO-${payouts[2]?.id}`,
        'Jürgen Müller-Straße',
        'DE89370400440532013000',
        null,
        999_999_999.99,
        `'=HYPERLINK("x")`,
      ],
    ]);
  });

  it('gives the same batch as a SEPA credit transfer (pain.001.001.09), field by field', async () => {
    const response = await download('sepa');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="Unpaid IBAN payouts \d{8}-\d{6}\.xml"/,
    );
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => name === 'CdtTrfTxInf',
    }).parse(response.body);
    expect(parsed.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const initiation = parsed.Document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr.NbOfTxs).toBe('3');
    expect(initiation.GrpHdr.CtrlSum).toBe('1000001234.56');
    expect(initiation.GrpHdr.InitgPty.Nm).toBe('Kazi B.V.');
    const info = initiation.PmtInf;
    expect(info.PmtMtd).toBe('TRF');
    expect(info.NbOfTxs).toBe('3');
    expect(info.CtrlSum).toBe('1000001234.56');
    expect(info.Dbtr.Nm).toBe('Kazi B.V.');
    expect(info.DbtrAcct.Id.IBAN).toBe('NL91ABNA0417164300');
    expect(info.DbtrAgt.FinInstnId.BICFI).toBe('ABNANL2A');
    type Transaction = {
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
      Cdtr: { Nm: string };
      CdtrAcct: { Id: { IBAN: string } };
      RmtInf: { Ustrd: string };
    };
    const transactions = (info.CdtTrfTxInf as Transaction[]).map((tx) => ({
      e2e: tx.PmtId.EndToEndId,
      amount: tx.Amt.InstdAmt['#text'],
      currency: tx.Amt.InstdAmt['@_Ccy'],
      name: tx.Cdtr.Nm,
      iban: tx.CdtrAcct.Id.IBAN,
      remittance: tx.RmtInf.Ustrd,
    }));
    expect(transactions).toEqual([
      {
        e2e: `PO-${payouts[0]?.id}`,
        amount: '1234.56',
        currency: 'EUR',
        name: 'Jurgen Muller-Strasse',
        iban: 'DE89370400440532013000',
        remittance: `PO-${payouts[0]?.id} Marz Entwicklung`,
      },
      {
        e2e: 'PO-2026-0007',
        amount: '0.01',
        currency: 'EUR',
        name: 'Zoe Lukasik',
        iban: 'NL91ABNA0417164300',
        remittance: `PO-2026-0007 ${payouts[1]?.title}`,
      },
      {
        e2e: `PO-${payouts[2]?.id}`,
        amount: '999999999.99',
        currency: 'EUR',
        name: 'Jurgen Muller-Strasse',
        iban: 'DE89370400440532013000',
        remittance: `PO-${payouts[2]?.id} HYPERLINK( x )`,
      },
    ]);
  });

  it('is for pay admins only: the file holds full IBANs, which admins see masked', async () => {
    expect((await p.admin.client.get('/api/invoices/iban/download/')).statusCode).toBe(403);
    expect((await p.staff.client.get('/api/invoices/iban/download/')).statusCode).toBe(403);
    expect((await p.dev.client.get('/api/invoices/iban/download/?format=sepa')).statusCode).toBe(403);
  });
});
