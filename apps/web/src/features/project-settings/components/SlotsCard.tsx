import { projectPatchBody } from '@kazi/shared/project-patch';
import type { ProjectTeam, TeamUser } from '@kazi/shared/team/schemas';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateProject } from '@/features/projects/api/update.ts';
import { PersonPicker } from '@/features/team/components/PersonPicker.tsx';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError } from '@/lib/notify.ts';
import { notifyProjectUpdated } from '../notify.ts';

type Slot = 'owner' | 'cm' | 'cso';
type Slots = Record<Slot, TeamUser | null>;
const SLOTS = ['owner', 'cm', 'cso'] as const;
const LABELS: Record<Slot, string> = {
  owner: 'Project owner',
  cm: 'Client manager',
  cso: 'Client support officer',
};
const slotsBody = projectPatchBody.pick({ owner: true, cm: true, cso: true });

/** The PATCH body of the slots that changed: `{ id }` fills one, null empties it. */
const changedSlots = (values: Slots, team: ProjectTeam) =>
  Object.fromEntries(
    SLOTS.filter((slot) => (values[slot]?.id ?? null) !== (team[slot]?.id ?? null)).map((slot) => [
      slot,
      values[slot] ? { id: values[slot].id } : null,
    ]),
  );

/** The shared body's word on the slots, each problem under its slot. */
function slotIssues(values: Slots, team: ProjectTeam): Record<string, string> {
  const issues = slotsBody.safeParse(changedSlots(values, team)).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** The owner, client manager and support officer slots: owners and admins set the owner, admins the cm and cso. */
export function SlotsCard({ projectId, team }: { projectId: number; team: ProjectTeam }) {
  const update = useUpdateProject(projectId);
  const form = useForm<Slots>({
    resolver: issuesResolver((values) => slotIssues(values, team)),
    values: { owner: team.owner, cm: team.cm, cso: team.cso },
  });
  const draft = form.watch();
  const editable: Record<Slot, boolean> = {
    owner: team.abilities.set_owner && team.abilities.pick_owner,
    cm: team.abilities.set_cm_cso,
    cso: team.abilities.set_cm_cso,
  };
  const changed = Object.keys(changedSlots(draft, team)).length > 0;
  const save = form.handleSubmit((values) =>
    update.mutate(changedSlots(values, team), {
      onSuccess: notifyProjectUpdated,
      onError: (error) => {
        const { placed, rest } = applyServerErrors(error, form.setError, SLOTS);
        if (!placed.length || rest.length) notifyError(error);
      },
    }),
  );
  const anyEditable = Object.values(editable).some(Boolean) && !team.project.archived;
  return (
    <Card component="section" aria-labelledby="settings-slots">
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="settings-slots">
            Project owner and managers
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {SLOTS.map((slot) =>
              editable[slot] && !team.project.archived ? (
                <Controller
                  key={slot}
                  control={form.control}
                  name={slot}
                  render={({ field, fieldState }) => (
                    <PersonPicker
                      kind={slot}
                      {...(slot === 'owner' ? { projectId } : {})}
                      label={LABELS[slot]}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
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
              <Button type="submit" disabled={!changed} loading={update.isPending}>
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
