import { coreMessages } from '@kazi/shared/messages/core';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';

/** settings/reports: the report schedule arrives with the reports issue. */
export function ReportsSettings() {
  return (
    <Card component="section" aria-labelledby="settings-reports">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconReportAnalytics size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="settings-reports">
          Report configuration
        </Title>
        <Text fw={600}>{coreMessages.generic.notAvailableYet}</Text>
        <Text c="dimmed" size="sm" maw={440}>
          Choosing which progress reports the team and the client receive, and on which days, comes with the
          reports. {coreMessages.generic.notAvailableYetDetail}
        </Text>
      </Stack>
    </Card>
  );
}
