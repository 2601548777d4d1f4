import { projectsMessages } from '@kazi/shared/messages/projects';
import { PROJECT_CATEGORY_LABELS } from '@kazi/shared/projects/rules';
import type { ProjectDetail, ProjectPerson } from '@kazi/shared/projects/schemas';
import { ActionIcon, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';

function Section({ title, edit, children }: { title: string; edit?: string | null; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} fz="sm" c="dimmed" tt="uppercase" lts={0.4}>
          {title}
        </Title>
        {edit ? (
          <ActionIcon
            component={Link}
            to={edit}
            variant="subtle"
            size="sm"
            aria-label={`Edit ${title.toLowerCase()}`}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

function Person({
  label,
  person,
  status,
}: {
  label: string;
  person: ProjectPerson | null;
  status?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person?.avatar_url} alt="" radius="xl" size="sm" color="kazi">
        {person?.display_name.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={500} truncate>
          {person?.display_name ?? 'Not assigned'}
        </Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Stack>
      {status}
    </Group>
  );
}

/** The type: 'Managed' for category project, else the category; 'No project type' without one. */
function projectTypeLabel(project: Pick<ProjectDetail, 'category'>): string {
  return project.category
    ? PROJECT_CATEGORY_LABELS[project.category]
    : projectsMessages.projects.noProjectType;
}

/**
 * Overview in the More panel: title, description, type, timeline and team, with
 * edit icons to the settings for those who may change them.
 */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const base = paths.project(project.id);
  const a = project.abilities;
  const editDetails = a.manage || a.manage_opportunity ? `${base}/settings/details` : null;
  const editTeam =
    project.stage === 'active' && (a.manage_team || a.add_members || a.manage_owner)
      ? `${base}/settings/team`
      : null;
  return (
    <Stack gap="lg">
      <Section title="Project Title" edit={editDetails}>
        <Text>{project.title}</Text>
      </Section>
      <Section title="Description">
        <Text size="sm" c={project.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {project.description || projectsMessages.projects.noDescription}
        </Text>
      </Section>
      <Section title="Project Type">
        <Text size="sm">{projectTypeLabel(project)}</Text>
      </Section>
      <Section title="Timeline">
        <Text size="sm" c={project.deadline ? undefined : 'dimmed'}>
          {project.deadline ? formatDate(project.deadline) : projectsMessages.projects.timelineNotSet}
        </Text>
      </Section>
      <Section title="Team" edit={editTeam}>
        <Stack gap="sm">
          <Person label="Project Owner" person={project.owner} />
          <Person label="Client Manager" person={project.cm} />
          {project.participation.length ? (
            <Stack gap="sm">
              <Text size="xs" fw={600} c="dimmed">
                Team Members
              </Text>
              {project.participation.map((member) => (
                <Person
                  key={member.id}
                  label="Team Member"
                  person={member.user}
                  status={
                    <Badge
                      size="sm"
                      variant={member.status === 'accepted' ? 'light' : 'outline'}
                      color={member.status === 'accepted' ? 'kazi' : 'gray'}
                    >
                      {member.display_type}
                    </Badge>
                  }
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No team members yet
            </Text>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
