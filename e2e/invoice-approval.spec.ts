import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import {
  chooseAction,
  confirmAction,
  financeCreatesPayments,
  offeredActions,
  openInvoicePanel,
  patchInvoiceAs,
  projectPaymentsUrl,
} from './invoice-panel-helpers.ts';
import { invoiceProject, paymentRow } from './payments-helpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// On invoices of its own project: the client rejects one with a reason from the spec's list (by
// keyboard); finance reads the reason in the history, corrects the invoice in the form and sends
// it again; an edit of an invoice changed meanwhile is refused as stale; an action someone else
// took first is refused with the server's reason; finance deletes a draft and the panel closes.

test('the client rejects with a reason, finance edits and resends, stale changes are refused, a draft is deleted', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await invoiceProject(baseURL as string, 'approval');
  const [rejected, takenElsewhere, draft] = await financeCreatesPayments(baseURL as string, project.id, [
    { label: 'Hours October', sendForApproval: true },
    { label: 'Hours September', sendForApproval: true },
    { label: 'Hosting', sendForApproval: false },
  ]);
  if (!rejected || !takenElsewhere || !draft) throw new Error('three invoices were created');

  // The client rejects by keyboard: the row opens with Enter, the select and the form by keys.
  await loginAs('client', { via: 'api', goto: projectPaymentsUrl(project.id) });
  const row = paymentRow(page, rejected.title);
  await row.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: rejected.title });
  await expect(panel.getByRole('tab', { name: 'Details' })).toBeVisible();
  const action = panel.getByRole('textbox', { name: 'Action' });
  await action.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Reject' }).hover();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const reject = page.getByRole('dialog', { name: 'Reject invoice' });
  await expect(reject).toBeVisible();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('This field is required')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).click();
  for (const reason of [
    'Client Discount not accounted for',
    'Wrong Client rate',
    'Wrong number of hours',
    'Loan financing unaccounted for',
  ]) {
    await expect(page.getByRole('option', { name: reason })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Wrong number of hours' }).click();
  await reject.getByLabel('Additional message (optional)').fill('Week 40 is counted twice.');
  await expectNoA11yViolations(page);
  await shot(page, 'invoice-reject-form');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Invoice successfully rejected')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(panel.getByText('Rejected', { exact: true })).toBeVisible();
  // Focus came back to the Action select's place in the panel.
  await expect(panel).toBeVisible();

  // An action someone else took first: the client's Approve on an invoice the admin approved.
  const otherPanelRow = paymentRow(page, takenElsewhere.title);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await otherPanelRow.getByText(takenElsewhere.title, { exact: true }).click();
  const otherPanel = page.getByRole('dialog', { name: takenElsewhere.title });
  await expect(otherPanel.getByRole('tab', { name: 'Details' })).toBeVisible();
  await patchInvoiceAs(baseURL as string, 'admin@demo.test', takenElsewhere.id, { action: 'approve' });
  await chooseAction(page, otherPanel, 'Approve');
  await confirmAction(page, 'Approve this invoice?');
  const refused = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(refused.getByRole('alert')).toHaveText('Only a pending invoice can be approved or rejected.');
  await shot(page, 'invoice-action-refused');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(otherPanel.getByText('Approved', { exact: true })).toBeVisible();
  await expect(otherPanel.getByRole('textbox', { name: 'Action' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Finance reads the reason and corrects the invoice.
  await loginAs('payadmin', { via: 'api', goto: projectPaymentsUrl(project.id) });
  const financePanel = await openInvoicePanel(page, rejected.title);
  await financePanel.getByRole('tab', { name: 'History' }).click();
  await expect(financePanel.getByText('Wrong number of hours')).toBeVisible();
  await expect(financePanel.getByText('Week 40 is counted twice.')).toBeVisible();
  await expect(financePanel.getByText('by Sophie de Vries')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'invoice-history-rejected');
  await chooseAction(page, financePanel, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Payment' });
  await expect(edit.getByLabel('Title')).toHaveValue(rejected.title);
  await edit.getByLabel('Amount').fill('900');
  await expectNoA11yViolations(page);
  await shot(page, 'invoice-form-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirmAction(page, 'Edit this invoice?');
  await expect(page.getByText('Invoice updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await financePanel.getByRole('tab', { name: 'Details' }).click();
  await expect(financePanel.getByText('€900.00')).toBeVisible();
  await chooseAction(page, financePanel, 'Send for approval');
  await confirmAction(page, 'Send this invoice for approval?');
  await expect(page.getByText('Invoice sent for approval')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(financePanel).toBeHidden();

  // A stale edit: the draft changes while its form is open.
  const draftPanel = await openInvoicePanel(page, draft.title);
  await chooseAction(page, draftPanel, 'Edit');
  const staleEdit = page.getByRole('dialog', { name: 'Edit Payment' });
  await expect(staleEdit.getByLabel('Title')).toHaveValue(draft.title);
  await patchInvoiceAs(baseURL as string, 'payadmin@demo.test', draft.id, { amount: '1100.00' });
  await staleEdit.getByLabel('Amount').fill('1200');
  await staleEdit.getByRole('button', { name: 'Save' }).click();
  await confirmAction(page, 'Edit this invoice?');
  await expect(staleEdit.getByRole('alert')).toHaveText(
    'This invoice changed since you opened it. Reload and try again.',
  );
  await expect(staleEdit.getByLabel('Amount')).toHaveValue('1200');
  await staleEdit.getByRole('button', { name: 'Cancel' }).click();

  // Delete: the confirmation, then the panel closes and the row is gone.
  await chooseAction(page, draftPanel, 'Delete');
  await confirmAction(page, 'Delete this invoice? This cannot be undone.');
  await expect(page.getByText('Invoice deleted')).toBeVisible();
  await expect(draftPanel).toBeHidden();
  await expect(paymentRow(page, draft.title)).toHaveCount(0);

  // The corrected invoice is pending again: finance may still edit, delete, generate or archive it.
  const resent = await openInvoicePanel(page, rejected.title);
  await expect(resent.getByText('Pending', { exact: true })).toBeVisible();
  await expect(await offeredActions(page, resent)).toEqual(['Edit', 'Delete', 'Generate invoice', 'Archive']);
});
