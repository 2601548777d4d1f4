import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Stack } from '@mantine/core';
import { DurationForm } from './DurationForm.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { ProjectStateCard } from './ProjectStateCard.tsx';
import { TitleForm } from './TitleForm.tsx';

/** settings/details: title and description, duration, payment, convert and archive. */
export function DetailsSettings({ project }: { project: ProjectDetail }) {
  const editable = project.abilities.manage && !project.archived;
  return (
    <Stack gap="lg">
      {editable ? (
        <>
          <TitleForm project={project} />
          <DurationForm project={project} />
          <PaymentForm project={project} />
        </>
      ) : null}
      {project.abilities.manage ? <ProjectStateCard project={project} /> : null}
    </Stack>
  );
}
