import { canAddRow } from '@kazi/shared/invoices/payout-rows';
import { PAYMENT_PERIODS } from '@kazi/shared/invoices/rules';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';
import { newIdempotencyKey } from '@/lib/api/idempotency.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useBatch, useSaveBatch } from '../api/payout-form.ts';
import {
  createBatchBody,
  editBatchBody,
  emptyRow,
  type PayoutFormValues,
  payoutFormIssues,
  payoutFormValues,
  payoutServerField,
  rowDrafts,
} from '../payout-form.ts';
import { ProjectSelect } from './ProjectSelect.tsx';
import { RecipientSelect } from './RecipientSelect.tsx';
import { useSaveConfirmation } from './save-confirmation.tsx';

const M = invoicesMessages.invoices;
const P = M.payoutForm;

interface PayoutFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** A project page presets its project: the form then asks for none. */
  projectId?: number;
  /** Editing this batch (PATCH with its members' revisions); creating when absent. */
  batchRef?: string;
}

/** Create or edit payouts: one per team member row, all in one batch (spec 001 §2, §5; ADR 036). */
export function PayoutFormModal({ opened, onClose, projectId, batchRef }: PayoutFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={batchRef ? P.editTitle : P.createTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <PayoutFormLoader projectId={projectId} batchRef={batchRef} onDone={onClose} /> : null}
    </Modal>
  );
}

function PayoutFormLoader({
  projectId,
  batchRef,
  onDone,
}: {
  projectId: number | undefined;
  batchRef: string | undefined;
  onDone: () => void;
}) {
  const batch = useBatch(batchRef);
  if (batchRef && !batch.data)
    return batch.isError ? <ErrorAlert>{M.errors.default}</ErrorAlert> : <Loader />;
  // A batch is edited whole: one payout in it the server would refuse refuses the form.
  if (batch.data && !batch.data.abilities.edit) return <ErrorAlert>{M.payoutForm.batchLocked}</ErrorAlert>;
  return <PayoutForm projectId={projectId} batch={batch.data} onDone={onDone} />;
}

function PayoutForm({
  projectId,
  batch,
  onDone,
}: {
  projectId: number | undefined;
  batch: ReturnType<typeof useBatch>['data'];
  onDone: () => void;
}) {
  const save = useSaveBatch();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PayoutFormValues>({
    defaultValues: payoutFormValues(batch, projectId),
    resolver: issuesResolver((values) => payoutFormIssues(batch, values)),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;
  const asksProject = !batch && projectId === undefined;
  const chosenProject = Number(form.watch('project')) || null;
  const values = form.watch('rows');
  const drafts = rowDrafts(values);

  const send = async (submitted: PayoutFormValues) => {
    setAlert(null);
    try {
      await save.mutateAsync({
        batchRef: batch?.batch_ref ?? null,
        body: batch ? editBatchBody(batch, submitted) : createBatchBody(submitted),
        idempotencyKey: newIdempotencyKey(),
      });
      notifySuccess(batch ? P.updated : P.created);
      onDone();
    } catch (error) {
      // A 409 says why: the batch changed since it was read, an approved member, an archived project.
      setAlert(showServerErrors(error, form.setError, payoutServerField));
    }
  };
  const confirmation = useSaveConfirmation(batch ? P.confirmEdit : P.confirmCreate, send);
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
                  form.setValue('rows', [emptyRow()]);
                }}
                onBlur={field.onBlur}
                error={errors.project?.message}
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
        <Stack gap="xs" role="group" aria-label={P.teamMember}>
          {rows.fields.map((row, index) => (
            <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
              <Controller
                control={form.control}
                name={`rows.${index}.user`}
                render={({ field }) => (
                  <div style={{ flex: 1 }}>
                    <RecipientSelect
                      label={`${P.teamMember} ${index + 1}`}
                      projectId={chosenProject}
                      exclude={drafts.flatMap((draft, i) =>
                        i !== index && draft.user ? [draft.user.id] : [],
                      )}
                      value={{ id: field.value, label: values[index]?.user_label ?? '' }}
                      onChange={(next) => {
                        form.setValue(`rows.${index}.user_label`, next.label);
                        field.onChange(next.id);
                      }}
                      onBlur={field.onBlur}
                      error={errors.rows?.[index]?.user?.message}
                    />
                  </div>
                )}
              />
              <Controller
                control={form.control}
                name={`rows.${index}.amount`}
                render={({ field }) => (
                  <NumberInput
                    label={`${P.amountInEur} ${index + 1}`}
                    style={{ flex: 1 }}
                    min={0}
                    step={0.01}
                    decimalScale={2}
                    allowNegative={false}
                    prefix="€ "
                    name={field.name}
                    value={field.value}
                    onChange={(value) => field.onChange(String(value))}
                    onBlur={field.onBlur}
                    error={errors.rows?.[index]?.amount?.message}
                  />
                )}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={format(P.removeRow, { n: index + 1 })}
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(index)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {errors.rows?.root?.message ? (
            <Text c="red" size="sm" role="alert">
              {errors.rows.root.message}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={!canAddRow(drafts)}
              onClick={() => rows.append(emptyRow())}
            >
              {P.addRow}
            </Button>
          </Group>
        </Stack>
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
