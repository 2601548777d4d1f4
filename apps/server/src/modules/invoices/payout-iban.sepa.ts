import { sepaText } from '@kazi/shared/invoices/payout-sheets';
import { formatMoney } from '@kazi/shared/money/money';
import { Document } from 'sepa';
import type { Config } from '../../config.ts';

/** One credit transfer of a SEPA file: a payout to its recipient's IBAN. */
export interface SepaTransfer {
  /** The payout's reference (`PO-12`, `PO-2026-0001`): the end-to-end id the bank returns. */
  reference: string;
  name: string;
  iban: string;
  amountMinor: number;
  title: string;
}

/**
 * A SEPA credit transfer initiation (pain.001.001.09, the `sepa` package) paying every transfer
 * from the configured debtor account, one transaction per payout, requested for `executionDate`.
 * Names and texts are transliterated to the SEPA character set. The group's control sum is
 * checked against the exact integer sum: the package adds floats.
 */
export function sepaCreditTransfer(
  debtor: Config['sepa'],
  transfers: readonly SepaTransfer[],
  messageId: string,
  now: Date,
): string {
  const doc = new Document('pain.001.001.09');
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = sepaText(debtor.debtorName, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = now;
  info.debtorName = sepaText(debtor.debtorName, 70);
  info.debtorIBAN = debtor.debtorIban;
  info.debtorBIC = debtor.debtorBic;
  info.batchBooking = true;
  doc.addPaymentInfo(info);
  let totalMinor = 0;
  for (const transfer of transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(transfer.name, 70) || 'Unknown';
    tx.creditorIBAN = transfer.iban;
    tx.amount = Number(formatMoney(transfer.amountMinor));
    tx.currency = 'EUR';
    tx.end2endId = transfer.reference;
    tx.remittanceInfo = sepaText(`${transfer.reference} ${transfer.title}`, 140);
    info.addTransaction(tx);
    totalMinor += transfer.amountMinor;
  }
  const xml = doc.toString();
  if (!xml.includes(`<CtrlSum>${formatMoney(totalMinor)}</CtrlSum>`)) {
    throw new Error('SEPA control sum does not match the payouts');
  }
  return xml;
}
