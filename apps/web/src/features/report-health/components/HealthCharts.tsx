// The charts' styles, and the swatch their legend and tooltip draw, come with this chunk alone.
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { PROGRESS_STATUS_LABELS, RATING_MAX, RATING_MIN } from '@kazi/shared/reports/rules';
import type { ReportHealth } from '@kazi/shared/reports/schemas';
import { LineChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '@/lib/format/dates.ts';
import { percentageSummary, ratingSummaries } from '../summary.ts';

const H = reportsMessages.reports.health;
const COLORS = ['kazi.6', 'orange.6', 'grape.6', 'teal.6', 'red.6', 'indigo.6', 'lime.7', 'pink.6'];

const weekLabel = (weekStart: string) => dayjs(weekStart).format('D MMM');

interface PercentagePoint {
  week: string;
  weekStart: string;
  percentage: number | null;
  status: string | null;
}

/** The tooltip of a week: its dates, the percentage and the status reported with it. */
function PercentageTooltip({ payload }: { payload?: readonly { payload?: PercentagePoint }[] }) {
  const point = payload?.[0]?.payload;
  if (!point || point.percentage === null) return null;
  return (
    <Paper withBorder shadow="md" p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {format(H.weekOf, { date: formatDate(point.weekStart) })}
      </Text>
      <Text size="sm" fw={600}>
        {point.percentage}%
      </Text>
      {point.status ? <Text size="sm">{point.status}</Text> : null}
    </Paper>
  );
}

/**
 * The two charts, each with the same facts in plain text below it. The drawings are hidden from
 * screen readers (and from the keyboard): the text says what they show.
 */
export function HealthCharts({ health }: { health: ReportHealth }) {
  const percentages: PercentagePoint[] = health.weeks.map((week) => ({
    week: weekLabel(week.week_start),
    weekStart: week.week_start,
    percentage: week.percentage,
    status: week.status ? PROGRESS_STATUS_LABELS[week.status] : null,
  }));
  const series = health.ratings.map((row, index) => ({
    name: `user${row.user.id}`,
    label: row.user.display_name,
    color: COLORS[index % COLORS.length] ?? 'kazi.6',
  }));
  const weekStarts = health.ratings[0]?.weeks.map((week) => week.week_start) ?? [];
  const ratings = weekStarts.map((weekStart, index) => {
    const point: Record<string, string | number | null> = { week: weekLabel(weekStart) };
    for (const row of health.ratings) point[`user${row.user.id}`] = row.weeks[index]?.rating ?? null;
    return point;
  });
  const ratingLines = ratingSummaries(health);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm" data-testid="health-percentage">
        <Title order={3} fz="md">
          {H.percentage}
        </Title>
        <Box aria-hidden="true">
          <LineChart
            h={220}
            data={percentages}
            dataKey="week"
            series={[{ name: 'percentage', label: H.percentage, color: 'kazi.6' }]}
            curveType="monotone"
            connectNulls
            yAxisProps={{ domain: [0, 100] }}
            valueFormatter={(value) => `${value}%`}
            tooltipProps={{ content: ({ payload }) => <PercentageTooltip payload={payload} /> }}
            lineChartProps={{ accessibilityLayer: false }}
          />
        </Box>
        <Text size="sm" c="dimmed" data-testid="health-percentage-summary">
          {percentageSummary(health)}
        </Text>
      </Stack>
      <Stack gap="sm" data-testid="health-ratings">
        <Title order={3} fz="md">
          {H.ratings}
        </Title>
        {series.length ? (
          <Box aria-hidden="true">
            <LineChart
              h={220}
              data={ratings}
              dataKey="week"
              series={series}
              connectNulls
              withLegend
              yAxisProps={{ domain: [RATING_MIN, RATING_MAX], allowDecimals: false }}
              lineChartProps={{ accessibilityLayer: false }}
            />
          </Box>
        ) : null}
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ratingLines.map((line) => (
            <Text key={line} size="sm" c="dimmed" component="li">
              {line}
            </Text>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
