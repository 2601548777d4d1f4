import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { PAYOUT_CURRENCY } from '@kazi/shared/money/currencies';
import { displayAmount } from '@kazi/shared/money/display';
import { parseMoney } from '@kazi/shared/money/money';
import type { Invitation } from '@kazi/shared/team/schemas';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { paths } from '@/lib/paths.ts';
import { invitationQuery, usePatchParticipation } from '../api/team.ts';
import { AskQuestionForm } from '../components/AskQuestionForm.tsx';

function Terms({ invitation }: { invitation: Invitation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = usePatchParticipation(invitation.project.id);
  const [ticked, setTicked] = useState<string[]>([]);
  const allTicked = invitation.checklist.every((item) => ticked.includes(item.key));
  const accepted = invitation.participation.status === 'accepted';

  const submit = () =>
    accept.mutate(
      { id: invitation.participation.id, body: { status: 'accepted' } },
      {
        onSuccess: async () => {
          notifySuccess(projectsMessages.team.accepted);
          await queryClient.refetchQueries({ queryKey: projectKeys.detail(invitation.project.id) });
          navigate(paths.project(invitation.project.id), { replace: true });
        },
      },
    );

  if (accepted) {
    return (
      <Alert color="kazi" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
        {projectsMessages.team.alreadyAccepted}.{' '}
        <Anchor component={Link} to={paths.project(invitation.project.id)}>
          Open the project
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>{projectsMessages.team.inviteIntro}</Text>
      <Checkbox.Group value={ticked} onChange={setTicked} label="Terms of the invitation" withAsterisk>
        <Stack gap="sm" mt="xs">
          {invitation.checklist.map((item) => (
            <Checkbox key={item.key} value={item.key} label={item.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      {accept.isError ? (
        <Alert role="alert" color="red" variant="light">
          {errorMessage(accept.error)}
        </Alert>
      ) : null}
      <Group>
        <Button size="md" onClick={submit} disabled={!allTicked} loading={accept.isPending}>
          {projectsMessages.team.acceptInvite}
        </Button>
        {!allTicked ? (
          <Text size="sm" c="dimmed">
            Tick every item to accept.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * /projects/:id/accept_invite: the terms checklist (5 items on a dedicated
 * project, 4 on a managed one), the Ask form and Accept Invite, with a Close link to /projects.
 */
export function AcceptInvite({ projectId }: { projectId: number }) {
  const invitation = useQuery(invitationQuery(projectId));
  if (invitation.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={coreMessages.generic.loading} />
      </Center>
    );
  }
  if (invitation.isError) {
    return (
      <ErrorState
        error={invitation.error}
        onRetry={() => void invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }
  const { project, participation } = invitation.data;
  return (
    <Card maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="flex-end" mb={-12}>
          <Button
            component={Link}
            to={paths.projects}
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconX size={16} aria-hidden="true" />}
          >
            {projectsMessages.projects.close}
          </Button>
        </Group>
        <Title order={2} fz={22}>
          {format(projectsMessages.team.inviteTitle, { project: project.title })}
        </Title>
        {project.description ? <Text c="dimmed">{project.description}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Project type
            </Text>
            <Text fw={600}>
              {project.category === 'dedicated' ? 'Dedicated developers' : 'Managed project'}
            </Text>
          </Stack>
          {project.category === 'dedicated' ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Hours per week
              </Text>
              <Text fw={600}>{participation.hours_per_week}</Text>
            </Stack>
          ) : null}
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Your rate per hour
            </Text>
            <Text fw={600}>
              {(parseMoney(participation.payout_rate ?? '') ?? 0) > 0
                ? displayAmount(participation.payout_rate, PAYOUT_CURRENCY)
                : projectsMessages.team.rateNotSet}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider />
        <Terms invitation={invitation.data} />
        <Divider />
        <AskQuestionForm projectId={project.id} />
      </Stack>
    </Card>
  );
}
