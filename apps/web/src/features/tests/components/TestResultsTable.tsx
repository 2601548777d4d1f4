import { format } from '@kazi/shared/messages/format';
import { testsMessages } from '@kazi/shared/messages/tests';
import { scoreBand } from '@kazi/shared/test-results/policy';
import type { TestResult } from '@kazi/shared/test-results/schemas';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Group,
  Skeleton,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format/dates.ts';
import { paths } from '@/lib/paths.ts';

const T = testsMessages.tests;
const COLUMNS = [T.developer, T.testName, T.score, T.date, T.reviewer, T.notes, T.actions] as const;
const BAND_COLOR = { strong: 'kazi', fair: 'yellow', weak: 'red' } as const;
/** Darker text so each light badge reaches 4.5:1. */
const BAND_TEXT = {
  strong: undefined,
  fair: 'var(--kazi-text-strong)',
  weak: 'var(--kazi-text-danger)',
} as const;

export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge
      variant="light"
      color={BAND_COLOR[scoreBand(score)]}
      c={BAND_TEXT[scoreBand(score)]}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {format(T.scoreOutOf, { score })}
    </Badge>
  );
}

interface TestResultsTableProps {
  results: TestResult[] | null;
  onEdit: (result: TestResult) => void;
  onDelete: (result: TestResult) => void;
}

/** The results; `results` null draws skeleton rows. Edit and delete are buttons on each row. */
export function TestResultsTable({ results, onEdit, onDelete }: TestResultsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column === T.actions ? <VisuallyHidden>{column}</VisuallyHidden> : column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results === null
            ? Array.from({ length: 6 }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={row} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton h={14} w="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : results.map((result) => (
                <Table.Tr key={result.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={result.user.avatar_url}
                        alt=""
                        name={result.user.display_name}
                        size={32}
                        radius={32}
                        color="kazi"
                      />
                      <Anchor
                        component={Link}
                        to={paths.developer(result.user.id)}
                        size="sm"
                        fw={500}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {result.user.display_name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {result.title}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={84}>
                    <ScoreBadge score={result.score} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(result.taken_on)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {result.reviewer?.display_name ?? T.none}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text
                      size="sm"
                      c={result.notes ? undefined : 'dimmed'}
                      lineClamp={3}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {result.notes ?? T.none}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={T.edit}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`${T.edit}: ${result.title}, ${result.user.display_name}`}
                          onClick={() => onEdit(result)}
                        >
                          <IconPencil size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={T.delete}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${T.delete}: ${result.title}, ${result.user.display_name}`}
                          onClick={() => onDelete(result)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
