import { reportsMessages } from '@kazi/shared/messages/reports';
import type { ReportSettingsOut } from '@kazi/shared/reports/schemas';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeUtc } from '@/lib/format/dates.ts';

const R = reportsMessages.reports;

/** 'Next 14 days': the events the saved schedules will create, by due date. */
export function ReportSchedulePreview({ preview }: { preview: ReportSettingsOut['preview'] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-preview-title" data-testid="report-preview">
      <Title order={3} fz="md" id="report-preview-title">
        {R.settings.preview}
      </Title>
      {preview.length ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {preview.map((event) => (
            <Group
              key={`${event.type}:${event.user?.id ?? ''}:${event.due_at}`}
              component="li"
              gap="sm"
              wrap="nowrap"
              justify="space-between"
            >
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {event.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeUtc(event.due_at)}
                  {event.user ? ` · ${event.user.display_name}` : ''}
                </Text>
              </Stack>
              {event.title === R.eventTypes[event.type] ? null : (
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {R.eventTypes[event.type]}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {R.settings.previewEmpty}
        </Text>
      )}
    </Stack>
  );
}
