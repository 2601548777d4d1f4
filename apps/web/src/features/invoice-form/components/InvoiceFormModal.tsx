import { INVOICE_TYPE_LABELS, type IncomingInvoiceType, PAYMENT_PERIODS } from '@kazi/shared/invoices/rules';
import type { Invoice } from '@kazi/shared/invoices/schemas';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { currencySymbol } from '@kazi/shared/money/display';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { newIdempotencyKey } from '@/lib/api/idempotency.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSaveInvoice } from '../api/invoice-form.ts';
import {
  createBody,
  editBody,
  fieldsOf,
  type InvoiceFormValues,
  invoiceFormIssues,
  invoiceFormValues,
  serverField,
} from '../invoice-form.ts';
import { InvoiceChoiceSelect } from './InvoiceChoiceSelect.tsx';
import { ProjectSelect } from './ProjectSelect.tsx';
import { useSaveConfirmation } from './save-confirmation.tsx';

const M = invoicesMessages.invoices;

interface InvoiceFormModalProps {
  opened: boolean;
  onClose: () => void;
  type: IncomingInvoiceType;
  /** A project page presets its project: the form then asks for none. */
  projectId?: number;
  /** Editing this invoice (PATCH with its revision); creating when absent. */
  invoice?: Invoice;
}

/** Create or edit a payment, credit note, commitment payment or final invoice (spec 001 §2 Invoice form). */
export function InvoiceFormModal({ opened, onClose, type, projectId, invoice }: InvoiceFormModalProps) {
  const title = format(invoice ? M.form.editTitle : M.form.createTitle, { type: INVOICE_TYPE_LABELS[type] });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <InvoiceForm type={type} projectId={projectId} invoice={invoice} onDone={onClose} /> : null}
    </Modal>
  );
}

interface InvoiceFormProps {
  type: IncomingInvoiceType;
  projectId: number | undefined;
  invoice: Invoice | undefined;
  onDone: () => void;
}

function InvoiceForm({ type, projectId, invoice, onDone }: InvoiceFormProps) {
  const save = useSaveInvoice();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues>({
    defaultValues: invoiceFormValues(invoice, projectId),
    resolver: issuesResolver((values) => invoiceFormIssues(type, invoice, values)),
  });
  const { errors } = form.formState;
  const shows = fieldsOf(type);
  const asksProject = !invoice && projectId === undefined;
  const chosenProject = Number(form.watch('project')) || null;
  const currency = invoice?.currency;

  const send = async (values: InvoiceFormValues) => {
    setAlert(null);
    try {
      await save.mutateAsync({
        id: invoice?.id ?? null,
        body: invoice ? editBody(type, invoice, values) : createBody(type, values),
        idempotencyKey: newIdempotencyKey(),
      });
      notifySuccess(invoice ? M.success.edit : M.success.create);
      onDone();
    } catch (error) {
      // The typed values stay; the server's errors go under their fields (the rest, and why a 409
      // refused the edit, above them).
      setAlert(showServerErrors(error, form.setError, serverField));
    }
  };
  const confirmation = useSaveConfirmation(invoice ? M.confirm.edit : M.confirm.create, send);
  const submit = form.handleSubmit(confirmation.submit);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert>{alert}</ErrorAlert>
        {asksProject ? (
          <Controller
            control={form.control}
            name="project"
            render={({ field }) => (
              <ProjectSelect
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue('commitment', '');
                  form.setValue('ref_invoice', '');
                }}
                onBlur={field.onBlur}
                error={errors.project?.message}
              />
            )}
          />
        ) : null}
        {shows.commitment ? (
          <Controller
            control={form.control}
            name="commitment"
            render={({ field }) => (
              <InvoiceChoiceSelect
                label={M.form.commitmentPayment}
                projectId={chosenProject}
                types={['commitment']}
                current={invoice?.commitment}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.commitment?.message}
              />
            )}
          />
        ) : null}
        <TextInput
          label={M.form.title}
          description={M.form.titleHint}
          required
          maxLength={200}
          data-autofocus={asksProject ? undefined : true}
          error={errors.title?.message}
          {...form.register('title')}
        />
        {shows.ref_invoice ? (
          <Controller
            control={form.control}
            name="ref_invoice"
            render={({ field }) => (
              <InvoiceChoiceSelect
                label={M.form.referenceInvoice}
                required
                projectId={chosenProject}
                types={['sale', 'final', 'commitment']}
                exclude={invoice?.id}
                issuedOnly
                current={invoice?.ref_invoice}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.ref_invoice?.message}
              />
            )}
          />
        ) : null}
        <FormDateField
          control={form.control}
          name="issued_at"
          label={M.form.invoiceDate}
          required
          max="2099-12-31"
          error={errors.issued_at?.message}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              label={M.form.amount}
              currency={currency}
              field={field}
              error={errors.amount?.message}
            />
          )}
        />
        {shows.commitment_amount ? (
          <Controller
            control={form.control}
            name="commitment_amount"
            render={({ field }) => (
              <AmountInput
                label={M.form.commitmentAmount}
                currency={currency}
                field={field}
                error={errors.commitment_amount?.message}
                // A final invoice may draw on no commitment.
                required={type === 'commitment'}
              />
            )}
          />
        ) : null}
        {shows.payment_period ? (
          <Controller
            control={form.control}
            name="payment_period"
            render={({ field }) => (
              <Select
                label={M.form.paymentPeriod}
                required
                allowDeselect={false}
                data={PAYMENT_PERIODS.map((days) => ({
                  value: String(days),
                  label: format(M.form.paymentPeriodDays, { days }),
                }))}
                name={field.name}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                error={errors.payment_period?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {M.form.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {M.form.save}
          </Button>
        </Group>
      </Stack>
      {confirmation.dialog}
    </form>
  );
}

interface AmountField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** An amount ≥ 0 in steps of 0.01, held as the decimal text the API takes. */
function AmountInput({
  label,
  currency,
  field,
  error,
  required = true,
}: {
  label: string;
  currency: string | undefined;
  field: AmountField;
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <NumberInput
      label={label}
      required={required}
      min={0}
      step={0.01}
      decimalScale={2}
      allowNegative={false}
      prefix={currency ? `${currencySymbol(currency)} ` : undefined}
      name={field.name}
      value={field.value}
      onChange={(value) => field.onChange(String(value))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
