import { zodResolver } from '@hookform/resolvers/zod';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { REPORT_SCHEDULES } from '@kazi/shared/reports/schedule';
import {
  type ReportSettingsBody,
  type ReportSettingsOut,
  reportSettingsBody,
} from '@kazi/shared/reports/schemas';
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { reportSettingsQuery, useSaveReportSettings } from '../api/report-settings.ts';
import { ReportSchedulePreview } from './ReportSchedulePreview.tsx';

const S = reportsMessages.reports.settings;
const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

function bodyOf(settings: ReportSettingsOut): ReportSettingsBody {
  const { preview: _preview, abilities: _abilities, ...body } = settings;
  return body;
}

function SettingsForm({ project, settings }: { project: ProjectDetail; settings: ReportSettingsOut }) {
  const save = useSaveReportSettings(project.id);
  const form = useForm<ReportSettingsBody>({
    resolver: zodResolver(reportSettingsBody),
    values: bodyOf(settings),
  });
  const editable = settings.abilities.edit && !project.archived;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => notifySuccess(S.saved),
      onError: (error) => {
        if (applyServerErrors(error, form.setError, [...REPORT_SCHEDULES, 'due_hour']).rest.length) {
          notifyError(error);
        }
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {REPORT_SCHEDULES.map((schedule) => (
          <Controller
            key={schedule}
            control={form.control}
            name={schedule}
            render={({ field, fieldState }) => (
              <Switch
                label={S[schedule]}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                disabled={!editable}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="due_hour"
          render={({ field, fieldState }) => (
            <Select
              label={S.dueHour}
              data={HOURS}
              value={String(field.value)}
              onChange={(value) => value !== null && field.onChange(Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              disabled={!editable}
              error={fieldState.error?.message}
              maw={220}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!editable || !form.formState.isDirty} loading={save.isPending}>
            {S.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * settings/reports: which report schedules run, the hour their events fall due, and the next 14
 * days. Admin and owner roles open it (`view_report_settings`); on an archived project they read
 * it only (the server's `abilities.edit`).
 */
export function ReportsSettings({ project }: { project: ProjectDetail }) {
  const allowed = project.abilities.view_report_settings;
  const query = useQuery({ ...reportSettingsQuery(project.id), enabled: allowed });
  if (!allowed) return <AccessDenied />;
  return (
    <Card component="section" aria-labelledby="settings-reports">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="settings-reports">
            {S.title}
          </Title>
          <Text size="sm" c="dimmed">
            {S.intro}
          </Text>
        </Stack>
        {project.notifications_disabled ? (
          <Alert color="yellow" variant="light" icon={<IconBellOff size={18} aria-hidden="true" />}>
            {S.notificationsOff}
          </Alert>
        ) : null}
        {query.isPending ? (
          <Stack gap="md" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={24} w="70%" />
            ))}
            <Skeleton h={36} w={220} />
          </Stack>
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            {query.data.abilities.edit ? null : (
              <Alert color="gray" variant="light">
                {S.readOnly}
              </Alert>
            )}
            <SettingsForm project={project} settings={query.data} />
            <Divider />
            <ReportSchedulePreview preview={query.data.preview} />
          </>
        )}
      </Stack>
    </Card>
  );
}
