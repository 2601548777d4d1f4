import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';
import { reportEventQuery } from '../api/reports.ts';
import type { Developer } from '../report-form.ts';
import { eventMovedPath } from '../report-paths.ts';
import { ClientRatingForm } from './ClientRatingForm.tsx';
import { DeveloperSurveyForm } from './DeveloperSurveyForm.tsx';
import { FiledAnswers } from './FiledAnswers.tsx';
import { ProgressReportForm } from './ProgressReportForm.tsx';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';
import { SubmittedModal } from './SubmittedModal.tsx';

const R = reportsMessages.reports;

/** The team's developers: its accepted members. */
function developersOf(project: ProjectDetail): Developer[] {
  return project.participation
    .filter((member) => member.status === 'accepted')
    .map((member) => ({ id: member.user.id, display_name: member.user.display_name }));
}

function EventForm({
  event,
  project,
  onSaved,
}: {
  event: ReportEvent;
  project: ProjectDetail;
  onSaved: () => void;
}) {
  const me = useUser().id;
  const developers = developersOf(project);
  const report = event.progress_reports.find((filed) => filed.created_by?.id === me) ?? null;
  const myRatings = event.developer_ratings.filter((rating) => rating.created_by?.id === me);
  const ratings = new Map(myRatings.map((rating) => [rating.user.id, rating.rating]));
  const filed = event.form === 'client_rating' ? myRatings.length > 0 : report !== null;
  const editable = filed
    ? event.form === 'client_rating'
      ? myRatings.some((rating) => rating.abilities.edit)
      : Boolean(report?.abilities.edit)
    : event.abilities.file;

  if (!editable) {
    return (
      <Stack gap="md">
        <Alert color="gray" variant="light">
          {R.form.readOnly}
        </Alert>
        <FiledAnswers event={event} />
      </Stack>
    );
  }
  switch (event.form) {
    case 'client_rating':
      return (
        <ClientRatingForm
          eventId={event.id}
          projectId={project.id}
          developers={developers}
          ratings={ratings}
          edit={filed}
          onSaved={onSaved}
        />
      );
    case 'developer_survey':
      return (
        <DeveloperSurveyForm eventId={event.id} projectId={project.id} report={report} onSaved={onSaved} />
      );
    default:
      return (
        <ProgressReportForm
          key={report?.id ?? 'new'}
          event={event}
          form={event.form}
          report={report}
          developers={event.form === 'pm_report' ? developers : []}
          ratings={ratings}
          onSaved={onSaved}
        />
      );
  }
}

/**
 * A report event's screen (…/reports/yours/{id}, …/reports/client-survey/{project}/{id}): a Close
 * link back to the project page and the event's title; its form by the event's type, or what was
 * filed when the caller may no longer change it. A save shows the 'Submitted Successfully' modal
 * once. An event of another project than the address names moves to its own project's address,
 * whose developers it rates.
 */
export function ReportScreen({ project, eventId }: { project: ProjectDetail; eventId: number }) {
  const event = useQuery(reportEventQuery(project.id, eventId));
  const [submitted, setSubmitted] = useState(false);
  const back = paths.project(project.id);
  const moved = event.data ? eventMovedPath(project.id, event.data) : null;
  if (moved) return <Navigate to={moved} replace />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {event.data ? (
            <>
              <Title order={2} size="h3">
                {event.data.title}
              </Title>
              <Group gap="xs">
                <Badge variant="outline" color="gray" c="var(--kazi-text-strong)" size="sm">
                  {R.eventTypes[event.data.type]}
                </Badge>
                <ReportStatusBadge status={event.data.status} label={event.data.status_display} />
                <Text size="sm" c="dimmed">
                  {format(R.dueOn, { date: formatDate(event.data.due_at) })}
                </Text>
                {event.data.user ? (
                  <Text size="sm" c="dimmed">
                    {format(R.forPerson, { name: event.data.user.display_name })}
                  </Text>
                ) : null}
              </Group>
            </>
          ) : (
            <Skeleton h={28} w={240} />
          )}
        </Stack>
        <Anchor
          component={Link}
          to={back}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconX size={16} aria-hidden="true" />
          {R.close}
        </Anchor>
      </Group>
      <Card withBorder padding="lg">
        {event.isError ? (
          <ErrorState error={event.error} onRetry={() => event.refetch()} retrying={event.isFetching} />
        ) : event.data ? (
          <EventForm
            key={event.data.id}
            event={event.data}
            project={project}
            onSaved={() => setSubmitted(true)}
          />
        ) : (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={90} />
          </Stack>
        )}
      </Card>
      <SubmittedModal opened={submitted} backTo={back} />
    </Stack>
  );
}
