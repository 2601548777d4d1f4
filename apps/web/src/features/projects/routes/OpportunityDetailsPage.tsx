import { opportunitiesMessages } from '@kazi/shared/messages/opportunities';
import { projectsMessages } from '@kazi/shared/messages/projects';
import {
  durationLabel,
  isNoEndDate,
  PROJECT_CATEGORY_LABELS,
  PROJECT_TYPE_LABELS,
} from '@kazi/shared/projects/rules';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvailabilityCard } from '@/features/availability/components/AvailabilityCard.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { ArchiveButton } from '../components/ArchiveButton.tsx';
import { ConvertToProjectButton } from '../components/ConvertToProjectButton.tsx';
import { useProjectContext } from '../project-context.ts';

const D = opportunitiesMessages.details;
const F = D.facts;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * An opportunity's Details tab: what the client asks for, when, the skills and
 * (for staff and the opportunity's managers) the contact; Convert to Project and archive for
 * staff, and the reminders to the shortlisted people who have not answered (until the Shortlist
 * tab hosts them). Someone asked about it (the `candidate` view) sees these Details alone and
 * answers whether they are available.
 */
export function OpportunityDetailsPage() {
  const { project } = useProjectContext();
  const a = project.abilities;
  const candidate = project.view === 'candidate';
  return (
    <Stack gap="lg">
      {a.manage_opportunity ? (
        <Group gap="sm">
          {a.manage_opportunity && !project.archived ? (
            <ConvertToProjectButton projectId={project.id} />
          ) : null}
          {a.manage_opportunity ? (
            <ArchiveButton projectId={project.id} title={project.title} archived={project.archived} />
          ) : null}
        </Group>
      ) : null}
      {a.answer_poll && project.my_interest ? (
        <AvailabilityCard projectId={project.id} poll={project.my_interest} />
      ) : null}
      <Card>
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color="grape">
              {D.badge}
            </Badge>
            {project.archived ? (
              <Badge variant="outline" color="gray">
                {D.archivedBadge}
              </Badge>
            ) : null}
          </Group>
          <Title order={2} fz="xl">
            {project.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} c={project.description ? undefined : 'dimmed'}>
            {project.description || projectsMessages.projects.noDescription}
          </Text>
        </Stack>
      </Card>
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          <Fact label={F.category}>{PROJECT_CATEGORY_LABELS[project.category]}</Fact>
          <Fact label={F.type}>
            {project.type ? PROJECT_TYPE_LABELS[project.type] : projectsMessages.projects.noProjectType}
          </Fact>
          <Fact label={F.duration}>{durationLabel(project.expected_duration)}</Fact>
          <Fact label={F.expectedStart}>{formatDate(project.expected_start_date)}</Fact>
          <Fact label={F.expectedEnd}>
            {isNoEndDate(project.expected_end_date)
              ? projectsMessages.projects.noEndDate
              : formatDate(project.expected_end_date)}
          </Fact>
          {candidate ? null : (
            <Fact label={F.clientManager}>{project.cm?.display_name ?? D.notAssigned}</Fact>
          )}
          {a.view_client_contact ? (
            <Fact label={F.contact}>
              {project.contact_name || D.noContactName}
              {project.contact_email ? (
                <>
                  <br />
                  <Anchor href={`mailto:${project.contact_email}`} size="sm">
                    {project.contact_email}
                  </Anchor>
                </>
              ) : null}
            </Fact>
          ) : null}
        </SimpleGrid>
        {project.skills.length ? (
          <Stack gap={6} mt="lg">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
              {F.skills}
            </Text>
            <Group gap={6}>
              {project.skills.map((skill) => (
                <Badge key={skill.id} variant="outline" color="gray" tt="none">
                  {skill.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}
