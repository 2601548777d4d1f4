import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectTeam } from '@kazi/shared/team/schemas';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { TeamEditor } from '@/features/team/components/TeamEditor.tsx';
import { teamAlert } from '@/features/team/team-alert.ts';
import {
  EMPTY_TEAM,
  memberComplete,
  type TeamDraft,
  teamDraftToBody,
  teamFormPath,
  teamIssues,
} from '@/features/team/team-draft.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyProjectUpdated } from '../notify.ts';

type Values = { team: TeamDraft };
const DETAILS_REQUIRED = projectsMessages.team.detailsRequired;

/**
 * Invite developers: each becomes a pending member and gets an e-mail. Staff set hours and rates;
 * the owner and the client manager propose people with their hours (rates 0, set by staff).
 */
export function AddMembersCard({ projectId, team }: { projectId: number; team: ProjectTeam }) {
  const update = useUpdateProject(projectId);
  const form = useForm<Values>({
    resolver: issuesResolver((values) => teamIssues(values.team)),
    defaultValues: { team: EMPTY_TEAM },
  });
  const members = useWatch({ control: form.control, name: 'team.members' });
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(
    (values) => {
      setAlert(null);
      update.mutate(
        { participation: teamDraftToBody(values.team).participation },
        {
          onSuccess: () => {
            form.reset({ team: EMPTY_TEAM });
            notifyProjectUpdated();
          },
          onError: (failure) => {
            setAlert(teamAlert(failure, applyServerErrors(failure, form.setError, teamFormPath)));
          },
        },
      );
    },
    () => setAlert(members.every(memberComplete) ? null : DETAILS_REQUIRED),
  );
  return (
    <Card component="section" aria-labelledby="settings-add-members">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
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
              currency={team.project.currency}
              slots={{ owner: false, cm: false, cso: false }}
              showRates={team.abilities.edit_rates}
              excludeIds={team.participation.map((member) => member.user.id)}
              disabled={update.isPending}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                disabled={!members.length}
                loading={update.isPending}
              >
                Invite to the team
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
