import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { BLOCKER_REASON_LABELS, RATING_FACES } from '@kazi/shared/reports/rules';
import type { ReportEvent } from '@kazi/shared/reports/schemas';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@/lib/format/dates.ts';

const R = reportsMessages.reports;
const F = R.form;

const faceOf = (rating: number | null) =>
  rating === null
    ? null
    : `${RATING_FACES.find((face) => face.value === rating)?.label ?? ''} (${rating} of 5)`;
const yesNo = (value: boolean | null) => (value === null ? null : value ? F.yes : F.no);

function Answer({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </div>
  );
}

/** What was filed on an event, read-only: each report's answers and the ratings given. */
export function FiledAnswers({ event }: { event: ReportEvent }) {
  return (
    <Stack gap="md">
      {event.progress_reports.map((report) => (
        <Card key={report.id} withBorder>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {format(R.filedBy, {
                name: report.created_by?.display_name ?? '—',
                date: formatDate(report.created_at),
              })}
            </Text>
            <Answer label={F.status} value={report.status_display} />
            <Answer
              label={F.stuckReason}
              value={report.stuck_reason ? BLOCKER_REASON_LABELS[report.stuck_reason] : null}
            />
            <Answer
              label={F.percentage}
              value={report.percentage === null ? null : `${report.percentage}%`}
            />
            <Answer label={F.accomplished} value={report.accomplished} />
            <Answer label={F.todo} value={report.todo} />
            <Answer
              label={F.nextDeadline}
              value={report.next_deadline ? formatDate(report.next_deadline) : null}
            />
            <Answer label={F.nextDeadlineMeet} value={yesNo(report.next_deadline_meet)} />
            <Answer label={F.nextDeadlineFailReason} value={report.next_deadline_fail_reason} />
            <Answer label={F.remedy} value={report.remarks} />
            <Answer label={F.lastDeadlineMet} value={yesNo(report.last_deadline_met)} />
            <Answer label={F.deadlineReport} value={report.deadline_report} />
            <Answer label={F.deadlineMissCommunicated} value={yesNo(report.deadline_miss_communicated)} />
            <Answer label={F.rateDeliverables} value={faceOf(report.rate_deliverables)} />
            <Answer label={F.rateCommunication} value={faceOf(report.rate_communication)} />
            {report.attachments.length ? (
              <Group gap="sm">
                {report.attachments.map((attachment) => (
                  <Anchor key={attachment.id} href={attachment.url} size="sm">
                    {attachment.name}
                  </Anchor>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
      {event.developer_ratings.length ? (
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {F.rateDevelopers}
          </Title>
          <Stack gap={4}>
            {event.developer_ratings.map((rating) => (
              <Text key={rating.id} size="sm">
                {format(F.rateDeveloper, { name: rating.user.display_name })}: {faceOf(rating.rating)}
              </Text>
            ))}
          </Stack>
        </Card>
      ) : null}
      {!event.progress_reports.length && !event.developer_ratings.length ? (
        <Text c="dimmed">{R.noDataYet}</Text>
      ) : null}
    </Stack>
  );
}
