import { availabilityMessages } from '@kazi/shared/messages/availability';
import { availabilityButtons, pollAnswerState } from '@kazi/shared/opportunities/polls';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSession } from '@/features/auth/api/session.ts';
import { notifySuccess, TOAST_MS } from '@/lib/notify.ts';
import { type InterestPollRef, useAnswerPoll } from '../api/polls.ts';

const M = availabilityMessages.availability;

const STATE_TEXT = {
  asked: M.notAnswered,
  interested: M.answeredInterested,
  uninterested: M.answeredUninterested,
} as const;

/**
 * On an opportunity's Details, for the person asked about it: whether they are available. Not
 * answered, both answers; answered, the card says which and offers the other (the wording follows
 * the current answer: `availabilityButtons`).
 */
export function AvailabilityCard({ projectId, poll }: { projectId: number; poll: InterestPollRef }) {
  const session = useSession();
  const answer = useAnswerPoll(projectId, session.data?.id, poll);
  const state = pollAnswerState(poll.status);
  if (!state) return null;
  const send = (status: 'interested' | 'uninterested') =>
    answer.mutate(status, {
      onSuccess: () => notifySuccess(M.submitted),
      onError: () => notifications.show({ message: M.failed, color: 'red', autoClose: TOAST_MS }),
    });
  return (
    <Card data-testid="availability-card" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            {M.cardTitle}
          </Title>
          <Badge
            variant="light"
            color={state === 'interested' ? 'kazi' : state === 'uninterested' ? 'gray' : 'yellow'}
            c={state === 'asked' ? 'var(--kazi-text-strong)' : undefined}
          >
            {M.statusLabels[state]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {M.cardIntro}
        </Text>
        <Text size="sm" fw={600} role="status">
          {STATE_TEXT[state]}
        </Text>
        <Group gap="sm">
          {availabilityButtons(state).map((button) => (
            <Button
              key={button.status}
              variant={button.status === 'interested' ? 'filled' : 'default'}
              leftSection={
                button.status === 'interested' ? (
                  <IconCircleCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCircleX size={16} aria-hidden="true" />
                )
              }
              loading={answer.isPending && answer.variables === button.status}
              disabled={answer.isPending || !session.data}
              onClick={() => send(button.status)}
            >
              {M[button.label]}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
