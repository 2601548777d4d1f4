import { projectsMessages } from '@kazi/shared/messages/projects';
import { projectPatchBody } from '@kazi/shared/project-patch';
import { dateProblems, isNoEndDate, MAX_DATE } from '@kazi/shared/projects/rules';
import { DATE_MESSAGES, type ProjectDetail } from '@kazi/shared/projects/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormDateField } from '@/components/ui/DateField.tsx';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

const P = projectsMessages.projects;
const datesBody = projectPatchBody.pick({ expected_start_date: true, expected_end_date: true });

type Dates = { expected_start_date: string; expected_end_date: string };

/**
 * The problems of the two dates: the start is required; `dateProblems`' order of the days, then
 * the shared body's date format (the end only once it changed from `storedEnd`).
 */
function durationIssues(values: Dates, storedEnd: string): Record<string, string> {
  const start = values.expected_start_date;
  const end = values.expected_end_date !== storedEnd ? values.expected_end_date : '';
  if (!start) return { expected_start_date: P.startRequired };
  const found: Record<string, string> = {};
  const problems = dateProblems(start, end || null);
  if (problems.start) found.expected_start_date = DATE_MESSAGES[problems.start];
  if (problems.end) found.expected_end_date = DATE_MESSAGES[problems.end];
  const body = { expected_start_date: start, ...(end ? { expected_end_date: end } : {}) };
  for (const issue of datesBody.safeParse(body).error?.issues ?? [])
    found[String(issue.path[0])] ??= issue.message;
  return found;
}

/**
 * Expected duration: the start is required and at most the end (or 31 Dec 2099);
 * the end at least the later of the start and today. The no-end-date value is never saved from
 * here: an empty end keeps what the project has (ADR 010).
 */
export function DurationForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const storedEnd = isNoEndDate(project.expected_end_date) ? '' : (project.expected_end_date ?? '');
  const form = useForm<Dates>({
    resolver: issuesResolver((values) => durationIssues(values, storedEnd)),
    mode: 'onChange',
    values: { expected_start_date: project.expected_start_date ?? '', expected_end_date: storedEnd },
  });
  const { errors } = form.formState;
  const [start, end] = form.watch(['expected_start_date', 'expected_end_date']);
  const endChanged = end !== storedEnd;
  const changed = start !== (project.expected_start_date ?? '') || endChanged;
  // Each date's problem shows as soon as it is there, the other date's too; the server's until a change.
  const live = durationIssues({ expected_start_date: start, expected_end_date: end }, storedEnd);
  const today = todayIso();

  const save = form.handleSubmit(() =>
    update.mutate(
      { expected_start_date: start, ...(endChanged && end ? { expected_end_date: end } : {}) },
      {
        onSuccess: notifyProjectUpdated,
        onError: (error) => {
          const { placed, rest } = applyServerErrors(error, form.setError, [
            'expected_start_date',
            'expected_end_date',
          ]);
          if (!placed.length || rest.length) notifyError(error);
        },
      },
    ),
  );

  return (
    <Card component="section" aria-labelledby="settings-duration">
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="settings-duration">
            Duration
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <FormDateField
              control={form.control}
              name="expected_start_date"
              label="Expected start date"
              required
              max={end || MAX_DATE}
              error={live.expected_start_date ?? errors.expected_start_date?.message}
            />
            <FormDateField
              control={form.control}
              name="expected_end_date"
              label="Expected end date"
              min={start > today ? start : today}
              max={MAX_DATE}
              error={live.expected_end_date ?? errors.expected_end_date?.message}
              description={isNoEndDate(project.expected_end_date) && !end ? P.noEndDate : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              Leave the end date empty to keep the current one.
            </Text>
            <Button
              type="submit"
              disabled={!changed || Object.keys(live).length > 0}
              loading={update.isPending}
            >
              Save duration
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
