/**
 * Texts of the payout sheets (issue 12 items 7 and 8, ADR 035): the reconciling upload, its
 * preview, the unpaid IBAN payouts sheet and SEPA file. Spec texts verbatim (the upload error,
 * its typo 'have send' corrected; 'No unpaid payouts found'); the rest in the same voice.
 */
export const payoutSheetsMessages = {
  payoutSheets: {
    uploadError: 'Error processing file data, make sure you have sent a valid file',
    noUnpaid: 'No unpaid payouts found',
    uploadLabel: 'Upload paid payouts (.xlsx)',
    uploadButton: 'Upload paid payouts',
    downloadButton: 'Download unpaid payouts',
    downloadSheet: 'IBAN sheet (.xlsx)',
    downloadSepa: 'SEPA credit transfer (XML)',
    previewTitle: 'Review the uploaded payouts',
    toPay: 'To be marked as paid',
    toPayEmpty: 'No payout in this sheet can be marked as paid.',
    toPayTotal: 'Total: {total} ({count} payouts)',
    exceptions: 'Exceptions',
    exceptionsEmpty: 'No exceptions.',
    moreRows: 'and {count} more rows',
    row: 'Row',
    reference: 'Reference',
    recipient: 'Recipient',
    amount: 'Amount',
    reason: 'Reason',
    apply: 'Mark as paid',
    cancel: 'Cancel',
    applied: '{count} payouts marked as paid',
    changedSinceReview:
      'Some payouts changed since the sheet was reviewed; nothing was marked as paid. Upload the sheet again.',
    previewExpired: 'This review has expired or is not yours; upload the sheet again.',
    reasons: {
      unknown: 'Unknown invoice number',
      already_paid: 'Already paid',
      amount_mismatch: 'Amount does not match: {expected} expected',
      not_approved: 'Not approved',
      duplicate: 'Listed more than once in this sheet',
      invalid_amount: 'The amount is not a valid amount',
      not_iban: 'Not an IBAN payout',
    },
  },
} as const;
