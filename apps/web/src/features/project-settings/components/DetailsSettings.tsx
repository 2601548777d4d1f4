import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Stack } from '@mantine/core';
import { DurationForm } from './DurationForm.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { ProjectStateCard } from './ProjectStateCard.tsx';
import { TitleForm } from './TitleForm.tsx';

/** settings/details: title and description, duration, payment, convert and archive. */
export function DetailsSettings({ project }: { project: ProjectDetail }) {
  const { manage, manage_payment } = project.abilities;
  const editable = manage && !project.archived;
  return (
    <Stack gap="lg">
      {editable ? (
        <>
          <TitleForm project={project} />
          <DurationForm project={project} />
        </>
      ) : null}
      {manage_payment && !project.archived ? <PaymentForm project={project} /> : null}
      {manage ? <ProjectStateCard project={project} /> : null}
    </Stack>
  );
}
