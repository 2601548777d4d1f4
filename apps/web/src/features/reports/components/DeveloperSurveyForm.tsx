import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProgressReport } from '@kazi/shared/reports/schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/errors.ts';
import { useSaveReport } from '../api/reports.ts';
import { RatingFaces } from './RatingFaces.tsx';

const F = reportsMessages.reports.form;

interface DeveloperSurveyFormProps {
  eventId: number;
  projectId: number;
  report: ProgressReport | null;
  onSaved: () => void;
}

/** The developer survey: how the communication goes, one face; Submit stays off until one is chosen. */
export function DeveloperSurveyForm({ eventId, projectId, report, onSaved }: DeveloperSurveyFormProps) {
  const save = useSaveReport(projectId);
  const [rating, setRating] = useState<number | null>(report?.rate_communication ?? null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null || rating < 1) return;
    save.mutate(
      {
        reportId: report?.id ?? null,
        request: report
          ? { rate_communication: rating }
          : { event: { id: eventId }, rate_communication: rating },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Text>{F.surveyIntro}</Text>
        {save.isError ? (
          <Alert role="alert" color="red" variant="light">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <RatingFaces label={F.rateCommunication} required value={rating} onChange={setRating} />
        <Group justify="flex-end">
          <Button type="submit" disabled={rating === null || rating < 1} loading={save.isPending}>
            {report ? F.saveChanges : F.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
