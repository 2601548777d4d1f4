import { projectsMessages } from '@kazi/shared/messages/projects';
import { type DateProblem, dateProblems, isNoEndDate, MAX_DATE } from '@kazi/shared/projects/rules';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/ui/DateField.tsx';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

const P = projectsMessages.projects;
const PROBLEM_TEXT: Record<DateProblem, string> = {
  start_after_end: P.startAfterEnd,
  end_before_start: P.endBeforeStart,
  end_in_past: P.endInPast,
  after_max: P.afterMaxDate,
};

/**
 * Expected duration: the start is required and at most the end (or 31 Dec 2099);
 * the end at least the later of the start and today. The no-end-date value is never saved from
 * here: an empty end keeps what the project has (ADR 010).
 */
export function DurationForm({ project }: { project: ProjectDetail }) {
  const update = useUpdateProject(project.id);
  const storedEnd = isNoEndDate(project.expected_end_date) ? '' : (project.expected_end_date ?? '');
  const [start, setStart] = useState(project.expected_start_date ?? '');
  const [end, setEnd] = useState(storedEnd);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    setStart(project.expected_start_date ?? '');
    setEnd(storedEnd);
  }, [project.expected_start_date, storedEnd]);

  const endChanged = end !== storedEnd;
  const changed = start !== (project.expected_start_date ?? '') || endChanged;
  const problems = dateProblems(start || null, endChanged ? end || null : null);
  const startError = !start ? P.startRequired : problems.start ? PROBLEM_TEXT[problems.start] : undefined;
  const endError = endChanged && problems.end ? PROBLEM_TEXT[problems.end] : undefined;
  const today = todayIso();

  const save = () =>
    update.mutate(
      { expected_start_date: start, ...(endChanged && end ? { expected_end_date: end } : {}) },
      {
        onSuccess: () => {
          setServerErrors({});
          notifyProjectUpdated();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
            setServerErrors(error.fieldErrors);
          else notifyError(error);
        },
      },
    );

  return (
    <Card component="section" aria-labelledby="settings-duration">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="settings-duration">
          Duration
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label="Expected start date"
            required
            max={end || MAX_DATE}
            value={start}
            onChange={setStart}
            error={startError ?? serverErrors.expected_start_date?.[0]}
          />
          <DateField
            label="Expected end date"
            min={start > today ? start : today}
            max={MAX_DATE}
            value={end}
            onChange={setEnd}
            error={endError ?? serverErrors.expected_end_date?.[0]}
            description={isNoEndDate(project.expected_end_date) && !end ? P.noEndDate : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            Leave the end date empty to keep the current one.
          </Text>
          <Button
            onClick={save}
            disabled={!changed || Boolean(startError || endError)}
            loading={update.isPending}
          >
            Save duration
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
