import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { REPORT_ANSWER_FIELDS } from '@kazi/shared/reports/forms';
import { seenByClient } from '@kazi/shared/reports/policy';
import {
  BLOCKER_REASON_LABELS,
  BLOCKER_REASONS,
  PROGRESS_STATUS_LABELS,
  PROGRESS_STATUSES,
} from '@kazi/shared/reports/rules';
import type { ProgressReport, ReportEvent } from '@kazi/shared/reports/schemas';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { serverFieldError, showServerErrors } from '@/lib/forms/server-errors.ts';
import { useSaveReport } from '../api/reports.ts';
import {
  type Developer,
  imagesProblem,
  type ReportFormValues,
  reportBody,
  reportFormIssues,
  reportFormValues,
  reportRequest,
} from '../report-form.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { PercentageField } from './PercentageField.tsx';
import { RatingFaces } from './RatingFaces.tsx';
import { YesNoField } from './YesNoField.tsx';

const R = reportsMessages.reports;
const F = R.form;

interface ProgressReportFormProps {
  event: ReportEvent;
  form: 'update' | 'client_report' | 'pm_report';
  /** The caller's filed report, to change; null for a new one. */
  report: ProgressReport | null;
  /** The developers a PM report rates, with the ratings the caller gave before. */
  developers: readonly Developer[];
  ratings: ReadonlyMap<number, number>;
  onSaved: () => void;
}

/**
 * The progress report (update, client-facing, PM): status, percentage, what was done and what is
 * next, the next deadline and its branches; a client-facing one rates the deliverables, a PM's
 * answers for the last deadline and rates every developer. Checked by the shared rules.
 */
export function ProgressReportForm({
  event,
  form,
  report,
  developers,
  ratings,
  onSaved,
}: ProgressReportFormProps) {
  const save = useSaveReport(event.project.id);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  // Answers on an event the client reads (an update, a client report, a milestone) are shared
  // with them: the banner says so until dismissed. Not on a PM report or an internal event.
  const [warningOpen, setWarningOpen] = useState(() => seenByClient(event.type));
  const values = useForm<ReportFormValues>({
    defaultValues: reportFormValues(report, developers, ratings),
    resolver: issuesResolver((current) => reportFormIssues(event.type, current)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = values.formState;
  const status = values.watch('status');
  const nextMeet = values.watch('next_deadline_meet');
  const lastMet = values.watch('last_deadline_met');
  const filesBad = imagesProblem(files) !== null;

  const submit = values.handleSubmit(
    (current) => {
      if (filesBad) {
        setAlert(R.fillRequired);
        return;
      }
      setAlert(null);
      const body: Record<string, unknown> = { ...reportBody(form, current, report !== null) };
      if (report) {
        if (removed.length) body.remove_attachments = removed;
      } else body.event = { id: event.id };
      save.mutate(
        { reportId: report?.id ?? null, request: reportRequest(body, files) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            setAlert(
              showServerErrors(error, values.setError, (key) =>
                (REPORT_ANSWER_FIELDS as readonly string[]).includes(key)
                  ? (key as keyof ReportFormValues)
                  : undefined,
              ) ?? R.fillRequired,
            );
          },
        },
      );
    },
    () => setAlert(R.fillRequired),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {warningOpen ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="var(--kazi-text-strong)">
                {F.warning}
              </Text>
              <Button size="xs" variant="default" onClick={() => setWarningOpen(false)}>
                {F.dismiss}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {alert ? (
          <Alert role="alert" color="red" variant="light">
            {alert}
          </Alert>
        ) : null}
        <Controller
          control={values.control}
          name="status"
          render={({ field }) => (
            <Select
              label={F.status}
              required
              data={PROGRESS_STATUSES.map((value) => ({ value, label: PROGRESS_STATUS_LABELS[value] }))}
              name={field.name}
              value={field.value || null}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              error={errors.status?.message}
              allowDeselect={false}
            />
          )}
        />
        {status === 'behind_stuck' ? (
          <Controller
            control={values.control}
            name="stuck_reason"
            render={({ field }) => (
              <Select
                label={F.stuckReason}
                required
                data={BLOCKER_REASONS.map((value) => ({ value, label: BLOCKER_REASON_LABELS[value] }))}
                name={field.name}
                value={field.value || null}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errors.stuck_reason?.message}
                allowDeselect={false}
              />
            )}
          />
        ) : null}
        <PercentageField control={values.control} error={errors.percentage?.message} />
        <Textarea
          label={F.accomplished}
          required
          autosize
          minRows={3}
          maxLength={5000}
          error={errors.accomplished?.message}
          {...values.register('accomplished')}
        />
        <Textarea
          label={F.todo}
          required
          autosize
          minRows={3}
          maxLength={5000}
          error={errors.todo?.message}
          {...values.register('todo')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField
            control={values.control}
            name="next_deadline"
            label={F.nextDeadline}
            required
            max="2099-12-31"
            error={errors.next_deadline?.message}
          />
          <YesNoField
            control={values.control}
            name="next_deadline_meet"
            label={F.nextDeadlineMeet}
            required={form === 'client_report'}
            error={errors.next_deadline_meet?.message}
          />
        </SimpleGrid>
        {nextMeet === 'no' ? (
          <>
            <Textarea
              label={F.nextDeadlineFailReason}
              autosize
              minRows={2}
              maxLength={5000}
              error={errors.next_deadline_fail_reason?.message}
              {...values.register('next_deadline_fail_reason')}
            />
            <Textarea
              label={F.remedy}
              autosize
              minRows={2}
              maxLength={5000}
              error={errors.remarks?.message}
              {...values.register('remarks')}
            />
          </>
        ) : null}
        {form === 'client_report' ? (
          <Controller
            control={values.control}
            name="rate_deliverables"
            render={({ field }) => (
              <RatingFaces
                label={F.rateDeliverables}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors.rate_deliverables?.message}
              />
            )}
          />
        ) : null}
        {form === 'pm_report' ? (
          <>
            <YesNoField
              control={values.control}
              name="last_deadline_met"
              label={F.lastDeadlineMet}
              required
              error={errors.last_deadline_met?.message}
            />
            {lastMet === 'no' ? (
              <>
                <Textarea
                  label={F.deadlineReport}
                  required
                  autosize
                  minRows={2}
                  maxLength={5000}
                  error={errors.deadline_report?.message}
                  {...values.register('deadline_report')}
                />
                <YesNoField
                  control={values.control}
                  name="deadline_miss_communicated"
                  label={F.deadlineMissCommunicated}
                  required
                  error={errors.deadline_miss_communicated?.message}
                />
              </>
            ) : null}
            {developers.length ? (
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {F.rateDevelopers}
                </Title>
                {developers.map((developer, index) => (
                  <Controller
                    key={developer.id}
                    control={values.control}
                    name={`developer_ratings.${index}.rating`}
                    render={({ field }) => (
                      <RatingFaces
                        label={format(F.rateDeveloper, { name: developer.display_name })}
                        required
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        error={errors.developer_ratings?.[index]?.rating?.message}
                      />
                    )}
                  />
                ))}
              </Stack>
            ) : null}
          </>
        ) : null}
        <AttachmentsField
          existing={report?.attachments ?? []}
          removed={removed}
          onToggleRemove={(id) =>
            setRemoved((current) =>
              current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
            )
          }
          files={files}
          onFiles={setFiles}
          error={serverFieldError(save.error, 'uploads')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {report ? F.saveChanges : F.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
