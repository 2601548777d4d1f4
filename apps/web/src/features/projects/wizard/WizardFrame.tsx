import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Alert, Anchor, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

interface Props {
  title: string;
  step: number;
  total: number;
  stepLabel: string;
  children: ReactNode;
  onPrevious?: (() => void) | undefined;
  /** Next (or Create on the last step). */
  onSubmit: () => void;
  submitLabel: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  restored?: boolean;
  onDiscard?: (() => void) | undefined;
  error?: string | null;
}

/** 'Your unfinished project was restored.' with Discard draft (after a confirmation). */
function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert variant="light" color="blue">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{projectsMessages.projects.draftRestored}</Text>
        <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
          {projectsMessages.projects.discardDraft}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={projectsMessages.projects.discardDraft}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Text>Everything you entered in this wizard will be cleared.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setConfirming(false);
                onDiscard();
              }}
            >
              Discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}

/**
 * The frame of a creation wizard: 'Step x of N', a Close link to the dashboard,
 * Previous Step / Next, and the final create button. The step's fields are the children.
 */
export function WizardFrame({
  title,
  step,
  total,
  stepLabel,
  children,
  onPrevious,
  onSubmit,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  restored = false,
  onDiscard,
  error,
}: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack maw={760} mx="auto" gap="md">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={2}>
          {total > 1 ? (
            <Text size="sm" c="dimmed" fw={600}>
              {format(projectsMessages.projects.stepOf, { step, total })}
            </Text>
          ) : null}
          <Title order={2} fz={24}>
            {title}
          </Title>
        </Stack>
        <Anchor component={Link} to={paths.dashboard} size="sm" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconX size={16} aria-hidden="true" />
            {projectsMessages.projects.close}
          </Group>
        </Anchor>
      </Group>
      {total > 1 ? <Progress value={(step / total) * 100} size="sm" aria-hidden="true" /> : null}
      {restored && onDiscard ? <DraftNotice onDiscard={onDiscard} /> : null}
      <Card component="form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={3} fz="lg">
            {stepLabel}
          </Title>
          {children}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="space-between">
            {onPrevious ? (
              <Button
                variant="default"
                onClick={onPrevious}
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              >
                {projectsMessages.projects.previousStep}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={submitting} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
