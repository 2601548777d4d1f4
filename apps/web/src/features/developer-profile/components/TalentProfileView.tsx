import { formatPeriod } from '@kazi/shared/experience/rules';
import { PROFILE_PROJECT_CATEGORY_LABELS } from '@kazi/shared/experience/schemas';
import { skillGroupLabel, skillGroupOrder } from '@kazi/shared/experience/skill-groups';
import type { TalentProfile } from '@kazi/shared/experience/talent-profile';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface TalentProfileViewProps {
  profile: TalentProfile;
  /** 1 on the public page (no shell), 2 inside the shell. */
  order?: 1 | 2;
  /** Extra cards after the profile (staff: payout methods). */
  children?: ReactNode;
  /** Badges next to the name (the vetted badge inside the shell). */
  badges?: ReactNode;
}

type Heading = 2 | 3;
const sub = (order: 1 | 2): Heading => (order === 1 ? 2 : 3);

function Section({ title, order, children }: { title: string; order: Heading; children: ReactNode }) {
  return (
    <Card component="section">
      <Stack gap="md">
        <Title order={order} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

interface EntryProps {
  heading: string;
  subheading: string;
  details?: string | null;
  skills?: { id: number; name: string }[];
  footer?: ReactNode;
}

function Entry({ heading, subheading, details, skills, footer }: EntryProps) {
  return (
    <Stack gap={4} component="li">
      <Text fw={600}>{heading}</Text>
      <Text size="sm" c="dimmed">
        {subheading}
      </Text>
      {details ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {details}
        </Text>
      ) : null}
      {skills?.length ? (
        <Group gap={6}>
          {skills.map((skill) => (
            <Badge key={skill.id} variant="outline" color="gray" tt="none">
              {skill.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {footer}
    </Stack>
  );
}

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** A talent's profile to read: the public page and the staff view (Developer profile). */
export function TalentProfileView({ profile, order = 2, children, badges }: TalentProfileViewProps) {
  const h = sub(order);
  const place = [profile.city, profile.country_name].filter(Boolean).join(', ');
  const groups = skillGroupOrder(profile.category)
    .map((type) => ({ type, skills: profile.skills_details[type] }))
    .filter((group) => group.skills.length > 0);
  return (
    <Stack gap="lg">
      <Card>
        <Group gap="lg" wrap="wrap" align="center">
          <Avatar
            src={profile.avatar_url}
            alt=""
            name={profile.display_name}
            size={88}
            radius={88}
            color="kazi"
          />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="sm" wrap="wrap">
              <Title order={order} fz={28} lh={1.2}>
                {profile.display_name}
              </Title>
              {badges}
            </Group>
            <Group gap="md" c="dimmed">
              <Text size="sm">{profile.category === 'designer' ? 'Designer' : 'Developer'}</Text>
              {place ? (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden="true" />
                  <Text size="sm">{place}</Text>
                </Group>
              ) : null}
              {profile.years_of_experience !== null ? (
                <Group gap={4} wrap="nowrap">
                  <IconBriefcase size={16} aria-hidden="true" />
                  <Text size="sm">{profile.years_of_experience} years of experience</Text>
                </Group>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {profile.bio ? (
          <Text mt="md" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.bio}
          </Text>
        ) : null}
      </Card>

      {groups.length ? (
        <Section title="Skills" order={h}>
          {groups.map(({ type, skills }) => (
            <Stack key={type} gap={6}>
              <Text size="sm" fw={600} c="dimmed" tt="uppercase">
                {skillGroupLabel(type, profile.category)}
              </Text>
              <Group gap={6}>
                {skills.map((skill) => (
                  <Badge
                    key={skill.id}
                    tt="none"
                    size="lg"
                    variant={skill.primary ? 'filled' : 'light'}
                    color="kazi"
                  >
                    {skill.name}
                    {skill.years_of_experience ? ` · ${skill.years_of_experience} yrs` : ''}
                    {skill.primary ? ' · primary' : ''}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ))}
        </Section>
      ) : null}

      {profile.projects.length ? (
        <Section title="Projects" order={h}>
          <Stack gap="lg" component="ul" style={list}>
            {profile.projects.map((project) => {
              const projectLink = safeLink(project.project_link);
              const repositoryLink = safeLink(project.repository_link);
              return (
                <Entry
                  key={project.id}
                  heading={project.title}
                  subheading={`${PROFILE_PROJECT_CATEGORY_LABELS[project.category]} · ${formatPeriod(project)}`}
                  details={project.details}
                  skills={project.skills}
                  footer={
                    projectLink || repositoryLink ? (
                      <Group gap="md">
                        {projectLink ? (
                          <Anchor
                            size="sm"
                            href={projectLink}
                            target="_blank"
                            rel="noopener noreferrer nofollow"
                          >
                            Project link
                          </Anchor>
                        ) : null}
                        {repositoryLink ? (
                          <Anchor
                            size="sm"
                            href={repositoryLink}
                            target="_blank"
                            rel="noopener noreferrer nofollow"
                          >
                            Repository
                          </Anchor>
                        ) : null}
                      </Group>
                    ) : null
                  }
                />
              );
            })}
          </Stack>
        </Section>
      ) : null}

      {profile.work_experience.length ? (
        <Section title="Work experience" order={h}>
          <Stack gap="lg" component="ul" style={list}>
            {profile.work_experience.map((work) => (
              <Entry
                key={work.id}
                heading={`${work.position} at ${work.company}`}
                subheading={[work.location, formatPeriod(work)].filter(Boolean).join(' · ')}
                details={work.details}
                skills={work.skills}
              />
            ))}
          </Stack>
        </Section>
      ) : null}

      {profile.education.length ? (
        <Section title="Education" order={h}>
          <Stack gap="lg" component="ul" style={list}>
            {profile.education.map((education) => (
              <Entry
                key={education.id}
                heading={education.award}
                subheading={`${education.institution} · ${formatPeriod(education)}`}
                details={education.details}
              />
            ))}
          </Stack>
        </Section>
      ) : null}
      {children}
    </Stack>
  );
}
