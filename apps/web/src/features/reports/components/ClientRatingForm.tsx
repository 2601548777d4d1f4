import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { ratingErrors } from '@kazi/shared/reports/forms';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/errors.ts';
import { useRateDevelopers } from '../api/reports.ts';
import type { Developer } from '../report-form.ts';
import { RatingFaces } from './RatingFaces.tsx';

const R = reportsMessages.reports;

interface ClientRatingFormProps {
  eventId: number;
  projectId: number;
  developers: readonly Developer[];
  /** The ratings the caller gave before, by developer. */
  ratings: ReadonlyMap<number, number>;
  edit: boolean;
  onSaved: () => void;
}

/**
 * The client survey: a face for every developer on the team, sent all at once; with one missing,
 * 'Please complete all ratings' and nothing is sent. Changing them sends the whole set again.
 */
export function ClientRatingForm({
  eventId,
  projectId,
  developers,
  ratings,
  edit,
  onSaved,
}: ClientRatingFormProps) {
  const rate = useRateDevelopers(projectId);
  const [chosen, setChosen] = useState<Map<number, number>>(() => new Map(ratings));
  const [alert, setAlert] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  if (!developers.length) {
    return (
      <Alert color="blue" variant="light">
        {R.noDevelopers}
      </Alert>
    );
  }

  // A developer rated before and gone from the team since is no longer rated here.
  const body = [...chosen]
    .filter(([id]) => developers.some((developer) => developer.id === id))
    .map(([id, rating]) => ({ user: { id }, rating }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problems = ratingErrors(
      body,
      developers.map((developer) => developer.id),
    );
    const problem = Object.values(problems)[0]?.[0];
    if (problem) {
      setAlert(problem);
      return;
    }
    setAlert(null);
    rate.mutate(
      { eventId, ratings: body },
      { onSuccess: onSaved, onError: (error) => setAlert(errorMessage(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Text>{R.form.clientRatingIntro}</Text>
        {alert ? (
          <Alert role="alert" color="red" variant="light">
            {alert}
          </Alert>
        ) : null}
        {developers.map((developer) => (
          <RatingFaces
            key={developer.id}
            label={format(R.form.rateDeveloper, { name: developer.display_name })}
            required
            value={chosen.get(developer.id) ?? null}
            onChange={(value) => setChosen((current) => new Map(current).set(developer.id, value))}
            error={tried && !chosen.has(developer.id) ? R.completeAllRatings : undefined}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={rate.isPending}>
            {edit ? R.form.saveChanges : R.form.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
