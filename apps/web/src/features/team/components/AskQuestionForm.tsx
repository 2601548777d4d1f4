import { MESSAGES } from '@kazi/shared/messages';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAskQuestion } from '../api/team.ts';

/** The Ask form of the accept-invite page: a question mailed to the project's managers. */
export function AskQuestionForm({ projectId }: { projectId: number }) {
  const ask = useAskQuestion(projectId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(MESSAGES.team.questionRequired);
      return;
    }
    setError(null);
    ask.mutate(body.trim(), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setBody('');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ask-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="ask-title">
          {MESSAGES.team.askTitle}
        </Title>
        <Textarea
          label={MESSAGES.team.askLabel}
          description="Your question goes by e-mail to the people who manage this project."
          autosize
          minRows={3}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={ask.isPending}>
            {MESSAGES.team.askSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
