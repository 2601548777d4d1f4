import type { ProjectTeam, TeamUser } from '@kazi/shared/team/schemas';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { PersonPicker } from '@/features/team/components/PersonPicker.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

type Slot = 'owner' | 'cm' | 'cso';
const LABELS: Record<Slot, string> = {
  owner: 'Project owner',
  cm: 'Client manager',
  cso: 'Client support officer',
};

/** The owner, client manager and support officer slots: owners and admins set the owner, admins the cm and cso. */
export function SlotsCard({ projectId, team }: { projectId: number; team: ProjectTeam }) {
  const update = useUpdateProject(projectId);
  const [draft, setDraft] = useState<Record<Slot, TeamUser | null>>({
    owner: team.owner,
    cm: team.cm,
    cso: team.cso,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(
    () => setDraft({ owner: team.owner, cm: team.cm, cso: team.cso }),
    [team.owner, team.cm, team.cso],
  );
  const editable: Record<Slot, boolean> = {
    owner: team.abilities.set_owner && team.abilities.pick_owner,
    cm: team.abilities.set_cm_cso,
    cso: team.abilities.set_cm_cso,
  };
  const changed = (['owner', 'cm', 'cso'] as const).filter(
    (slot) => (draft[slot]?.id ?? null) !== (team[slot]?.id ?? null),
  );
  const save = () =>
    update.mutate(
      Object.fromEntries(changed.map((slot) => [slot, draft[slot] ? { id: draft[slot].id } : null])),
      {
        onSuccess: () => {
          setErrors({});
          notifyProjectUpdated();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
            setErrors(error.fieldErrors);
          else notifyError(error);
        },
      },
    );
  const anyEditable = Object.values(editable).some(Boolean) && !team.project.archived;
  return (
    <Card component="section" aria-labelledby="settings-slots">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="settings-slots">
          Project owner and managers
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(['owner', 'cm', 'cso'] as const).map((slot) =>
            editable[slot] && !team.project.archived ? (
              <PersonPicker
                key={slot}
                kind={slot}
                {...(slot === 'owner' ? { projectId } : {})}
                label={LABELS[slot]}
                value={draft[slot]}
                onChange={(person) => setDraft({ ...draft, [slot]: person })}
                error={errors[slot]?.[0]}
              />
            ) : (
              <Stack key={slot} gap={2}>
                <Text size="sm" fw={500}>
                  {LABELS[slot]}
                </Text>
                <Text size="sm" c={team[slot] ? undefined : 'dimmed'}>
                  {team[slot]?.display_name ?? 'Not set'}
                </Text>
              </Stack>
            ),
          )}
        </SimpleGrid>
        {anyEditable ? (
          <Group justify="flex-end">
            <Button onClick={save} disabled={!changed.length} loading={update.isPending}>
              Save
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
