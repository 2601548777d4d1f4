import { zodResolver } from '@hookform/resolvers/zod';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { questionBody } from '@kazi/shared/team/schemas';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAskQuestion } from '../api/team.ts';

type Values = z.input<typeof questionBody>;

/** The Ask form of the accept-invite page: a question mailed to the project's managers. */
export function AskQuestionForm({ projectId }: { projectId: number }) {
  const ask = useAskQuestion(projectId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof questionBody>>({
    resolver: zodResolver(questionBody),
    defaultValues: { body: '' },
  });
  const submit = handleSubmit((values) =>
    ask.mutate(values.body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        reset({ body: '' });
      },
      onError: (failure) => {
        if (!applyServerErrors(failure, setError, ['body']).placed.length) {
          setError('body', { type: 'server', message: errorMessage(failure) });
        }
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ask-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="ask-title">
          {projectsMessages.team.askTitle}
        </Title>
        <Textarea
          label={projectsMessages.team.askLabel}
          description="Your question goes by e-mail to the people who manage this project."
          autosize
          minRows={3}
          maxLength={5000}
          error={errors.body?.message}
          {...register('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={ask.isPending}>
            {projectsMessages.team.askSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
