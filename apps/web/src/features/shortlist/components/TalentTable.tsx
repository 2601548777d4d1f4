import { canViewDevProfile } from '@kazi/shared/experience/talent-profile';
import { format } from '@kazi/shared/messages/format';
import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import { displayAmount } from '@kazi/shared/money/display';
import type { Talent } from '@kazi/shared/opportunities/talent-pool';
import { Anchor, Avatar, Badge, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths } from '@/lib/paths.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';

const S = shortlistMessages.shortlist;

interface TalentTableRow {
  key: number;
  talent: Talent;
  /** Extra cells after the talent's own (e.g. the date added). */
  extra?: ReactNode;
}

interface TalentTableProps {
  rows: TalentTableRow[] | null;
  selected: ReadonlySet<number>;
  onSelect: ((ids: number[], on: boolean) => void) | null;
  /** Whether a row may be selected (people already shortlisted are not, in the talent pool). */
  selectable?: (talent: Talent) => boolean;
  showShortlisted?: boolean;
  extraColumn?: string;
  label: string;
}

/**
 * People as the Talent Pool and the Shortlist list them: avatar and name (to their profile),
 * country, primary skills, experience, vetted, test results, payout rate (when the answer has it),
 * availability; a checkbox per row for batch actions.
 */
export function TalentTable({
  rows,
  selected,
  onSelect,
  selectable = () => true,
  showShortlisted = false,
  extraColumn,
  label,
}: TalentTableProps) {
  const user = useUser();
  const withRates = rows?.some((row) => row.talent.payout_rate !== undefined) ?? false;
  const choosable = (rows ?? []).filter((row) => selectable(row.talent)).map((row) => row.talent.id);
  const allOn = choosable.length > 0 && choosable.every((id) => selected.has(id));
  const someOn = choosable.some((id) => selected.has(id));
  const columns = [
    S.columns.name,
    S.columns.country,
    S.columns.skills,
    S.columns.experience,
    S.columns.tests,
    ...(withRates ? [S.columns.payoutRate] : []),
    S.columns.availability,
    ...(showShortlisted ? [S.columns.shortlist] : []),
    ...(extraColumn ? [extraColumn] : []),
  ];
  return (
    // A client's rows hold nothing to focus: the scrolled region takes the focus itself, so a
    // keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={1180}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {onSelect ? (
              <Table.Th scope="col" w={44}>
                <Checkbox
                  aria-label={S.selectAll}
                  checked={allOn}
                  indeterminate={someOn && !allOn}
                  disabled={!choosable.length}
                  onChange={(event) => onSelect(choosable, event.currentTarget.checked)}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null
            ? Array.from({ length: 5 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={n} aria-hidden="true">
                  {[...(onSelect ? ['select'] : []), ...columns].map((column) => (
                    <Table.Td key={column}>
                      <Skeleton h={14} w="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map(({ key, talent, extra }) => (
                <Table.Tr
                  key={key}
                  bg={selected.has(talent.id) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {onSelect ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={format(S.selectRow, { name: talent.display_name })}
                        checked={selected.has(talent.id)}
                        disabled={!selectable(talent)}
                        onChange={(event) => onSelect([talent.id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap" miw={210}>
                      <Avatar
                        src={talent.avatar_url}
                        alt=""
                        radius="xl"
                        size={36}
                        name={talent.display_name}
                      />
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        {canViewDevProfile(user, talent.id) ? (
                          <Anchor
                            component={Link}
                            to={paths.developer(talent.id)}
                            size="sm"
                            fw={500}
                            style={{ whiteSpace: 'nowrap' }}
                          >
                            {talent.display_name}
                          </Anchor>
                        ) : (
                          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                            {talent.display_name}
                          </Text>
                        )}
                        <Group gap={6} wrap="nowrap">
                          <Text size="xs" c="dimmed" tt="capitalize">
                            {talent.category}
                          </Text>
                          {talent.is_vetted ? (
                            <Badge
                              size="xs"
                              variant="light"
                              color="teal"
                              c="var(--kazi-text-strong)"
                              style={{ flexShrink: 0 }}
                              leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}
                            >
                              {S.vettedBadge}
                            </Badge>
                          ) : null}
                        </Group>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{talent.country_name ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {talent.skills.length ? (
                      <Group gap={4} miw={150} maw={240}>
                        {talent.skills.slice(0, 4).map((skill) => (
                          <Badge key={skill.id} variant="default" size="sm" tt="none">
                            {skill.name}
                          </Badge>
                        ))}
                      </Group>
                    ) : (
                      <Text size="sm">—</Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">
                      {talent.years_of_experience === null
                        ? '—'
                        : format(S.years, { count: talent.years_of_experience })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {talent.test_results.length ? (
                      <Stack gap={0}>
                        {talent.test_results.map((test) => (
                          <Text key={test.id} size="xs" style={{ whiteSpace: 'nowrap' }}>
                            {test.title} <strong>{test.score}</strong>
                          </Text>
                        ))}
                      </Stack>
                    ) : (
                      <Text size="sm">—</Text>
                    )}
                  </Table.Td>
                  {withRates ? (
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        {talent.payout_rate
                          ? format(S.perHour, { amount: displayAmount(talent.payout_rate, 'EUR') })
                          : '—'}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <AvailabilityBadge interest={talent.interest} />
                  </Table.Td>
                  {showShortlisted ? (
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {talent.shortlisted ? (
                        <Badge variant="filled" size="sm">
                          {S.onShortlist}
                        </Badge>
                      ) : null}
                    </Table.Td>
                  ) : null}
                  {extraColumn ? <Table.Td>{extra}</Table.Td> : null}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
