import { zodResolver } from '@hookform/resolvers/zod';
import { format } from '@kazi/shared/messages/format';
import { shortlistShareMessages } from '@kazi/shared/messages/shortlist-share';
import { CLIENT_FEEDBACK_ANSWERS } from '@kazi/shared/opportunities/rules';
import { FEEDBACK_QUESTION_MAX, feedbackBody, type SharedCandidate } from '@kazi/shared/opportunities/share';
import { countryName } from '@kazi/shared/reference/countries';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDate } from '@/lib/format/dates.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAnswerCandidate } from '../api/shared-shortlist.ts';

const M = shortlistShareMessages.shortlistShare;
const ANSWER_LABEL = {
  interested: M.answerInterested,
  not_interested: M.answerNotInterested,
  question: M.answerQuestion,
} as const;

const answerForm = z.object({
  answer: z.enum(CLIENT_FEEDBACK_ANSWERS, { error: M.answerRequired }),
  question: z.string(),
});
type AnswerValues = z.infer<typeof answerForm>;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One candidate as the client sees them, with the client's answer (Interested, Not interested, a question). */
export function CandidateCard({ shareKey, candidate }: { shareKey: string; candidate: SharedCandidate }) {
  const answer = useAnswerCandidate(shareKey);
  const headingId = `candidate-${candidate.id}`;
  const form = useForm<AnswerValues>({
    resolver: zodResolver(
      answerForm.superRefine((values, ctx) => {
        const parsed = feedbackBody.safeParse({
          user: { id: candidate.id },
          answer: values.answer,
          question: values.answer === 'question' ? values.question : undefined,
        });
        for (const issue of parsed.error?.issues ?? []) {
          if (issue.path[0] === 'question')
            ctx.addIssue({ code: 'custom', path: ['question'], message: issue.message });
        }
      }),
    ),
    values: {
      answer: candidate.feedback?.answer ?? (undefined as unknown as AnswerValues['answer']),
      question: candidate.feedback?.question ?? '',
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch('answer');
  const country = countryName(candidate.country);

  const submit = form.handleSubmit((values) =>
    answer.mutate(
      {
        user: { id: candidate.id },
        answer: values.answer,
        ...(values.answer === 'question' ? { question: values.question.trim() } : {}),
      },
      {
        onSuccess: () => notifySuccess(M.answerSaved),
        onError: (error) => {
          const alert = showServerErrors(error, form.setError, { question: 'question', answer: 'answer' });
          if (alert) form.setError('root', { type: 'server', message: alert });
        },
      },
    ),
  );

  return (
    <Card component="article" aria-labelledby={headingId} p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar src={candidate.avatar_url} alt="" size={64} radius="xl" color="kazi">
            {initials(candidate.display_name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {candidate.display_name}
              </Title>
              {candidate.is_vetted ? (
                <Badge
                  color="kazi"
                  variant="light"
                  leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
                >
                  {M.vetted}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                country,
                candidate.years_of_experience === null
                  ? M.experienceUnknown
                  : format(M.experienceYears, { years: candidate.years_of_experience }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>

        {candidate.skills.length ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} component="h3" m={0}>
              {M.skills}
            </Text>
            <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {candidate.skills.map((skill) => (
                <Badge component="li" key={skill} variant="outline" color="gray" tt="none">
                  {skill}
                </Badge>
              ))}
            </Group>
          </Stack>
        ) : null}

        <Stack gap={6}>
          <Text size="sm" fw={600} component="h3" m={0}>
            {M.summary}
          </Text>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={candidate.summary ? undefined : 'dimmed'}
          >
            {candidate.summary || M.noSummary}
          </Text>
        </Stack>

        <Stack gap={6}>
          <Text size="sm" fw={600} component="h3" m={0}>
            {M.testResults}
          </Text>
          {candidate.test_results.length ? (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {candidate.test_results.map((result) => (
                <Group
                  component="li"
                  key={`${result.title}-${result.taken_on}`}
                  justify="space-between"
                  gap="xs"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {result.title}{' '}
                    <Text span c="dimmed" size="xs">
                      {formatDate(result.taken_on)}
                    </Text>
                  </Text>
                  <Badge variant="light" color={result.score >= 70 ? 'kazi' : 'gray'}>
                    {format(M.testScore, { score: result.score })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {M.noTestResults}
            </Text>
          )}
        </Stack>

        <form noValidate onSubmit={submit}>
          <Stack
            gap="sm"
            p="sm"
            bg="var(--kazi-surface-muted)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {candidate.feedback ? (
              <Text size="sm" fw={600}>
                {format(M.answered, { answer: M.answers[candidate.feedback.answer] })}
              </Text>
            ) : null}
            {errors.root?.message ? (
              <Alert role="alert" color="red" variant="light">
                {errors.root.message}
              </Alert>
            ) : null}
            <Controller
              control={form.control}
              name="answer"
              render={({ field }) => (
                <Radio.Group
                  label={M.yourAnswer}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errors.answer?.message}
                  required
                >
                  <Group gap="md" mt={6}>
                    {CLIENT_FEEDBACK_ANSWERS.map((value) => (
                      <Radio key={value} value={value} label={ANSWER_LABEL[value]} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            {chosen === 'question' ? (
              <Textarea
                label={M.questionLabel}
                required
                autosize
                minRows={2}
                maxLength={FEEDBACK_QUESTION_MAX}
                error={errors.question?.message}
                {...form.register('question')}
              />
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={answer.isPending}>
                {candidate.feedback ? M.changeAnswer : M.sendAnswer}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
