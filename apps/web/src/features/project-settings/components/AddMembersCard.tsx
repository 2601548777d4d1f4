import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectTeam } from '@kazi/shared/team/schemas';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { TeamEditor } from '@/features/team/components/TeamEditor.tsx';
import { EMPTY_TEAM, memberComplete, type TeamDraft, teamDraftToBody } from '@/features/team/team-draft.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { notifyProjectUpdated } from '../notify.ts';

/**
 * Invite developers: each becomes a pending member and gets an e-mail. Staff set hours and rates;
 * the owner and the client manager propose people with their hours (rates 0, set by staff).
 */
export function AddMembersCard({ projectId, team }: { projectId: number; team: ProjectTeam }) {
  const update = useUpdateProject(projectId);
  const [draft, setDraft] = useState<TeamDraft>(EMPTY_TEAM);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const submit = () => {
    if (!draft.members.every(memberComplete)) {
      setAlert(projectsMessages.team.detailsRequired);
      return;
    }
    update.mutate(
      { participation: teamDraftToBody(draft).participation },
      {
        onSuccess: () => {
          setDraft(EMPTY_TEAM);
          setErrors({});
          setAlert(null);
          notifyProjectUpdated();
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fieldErrors : {};
          setErrors(fields);
          const messages = Object.values(fields).flat();
          setAlert(
            messages.includes(projectsMessages.team.detailsRequired)
              ? projectsMessages.team.detailsRequired
              : messages.length
                ? null
                : errorMessage(failure),
          );
        },
      },
    );
  };
  return (
    <Card component="section" aria-labelledby="settings-add-members">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-add-members">
          Invite developers
        </Title>
        {alert ? (
          <Alert role="alert" color="red" variant="light">
            {alert}
          </Alert>
        ) : null}
        <TeamEditor
          value={draft}
          onChange={setDraft}
          currency={team.project.currency}
          slots={{ owner: false, cm: false, cso: false }}
          showRates={team.abilities.edit_rates}
          excludeIds={team.participation.map((member) => member.user.id)}
          errors={errors}
          disabled={update.isPending}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            onClick={submit}
            disabled={!draft.members.length}
            loading={update.isPending}
          >
            Invite to the team
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
