import { format } from '@kazi/shared/messages/format';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import {
  daysOfMonth,
  isOverExpected,
  isWeekend,
  monthLabel,
  TIMESHEET_STATUS_LABELS,
} from '@kazi/shared/timesheets/rules';
import type { TimesheetEntry, TimesheetMonthRow } from '@kazi/shared/timesheets/schemas';
import {
  Alert,
  Button,
  Group,
  type MantineTheme,
  Paper,
  Stack,
  Table,
  Text,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/features/payouts/components/ConfirmModal.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useReviewMonth, useSaveHours } from '../api/timesheets.ts';
import { dayName, hoursTotal } from '../labels.ts';
import {
  bulkBody,
  cellErrorsOf,
  entriesByUser,
  hoursText,
  isOpenDay,
  keyMove,
  moveInGrid,
  parsePaste,
  pasteIntoRow,
  type RowChanges,
  type RowEdits,
  rowChanges,
  wireHundredths,
} from '../month-grid.ts';
import classes from './MonthGrid.module.css';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog.tsx';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

const T = timesheetsMessages.timesheets;
const NO_HOURS: ReadonlyMap<string, number> = new Map();

interface MonthGridProps {
  projectId: number;
  month: string;
  today: string;
  rows: readonly TimesheetMonthRow[];
  entries: readonly TimesheetEntry[];
}

interface Confirming {
  row: TimesheetMonthRow;
  total: number;
  expected: number;
}

/** Weeks start on Monday: a line before it, so the weeks read apart. */
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
/** A component's default props in the theme (an object, or a function of the theme). */
function defaultsOf<P>(
  defaults: P | ((theme: MantineTheme) => P) | undefined,
  theme: MantineTheme,
): P | undefined {
  return typeof defaults === 'function' ? (defaults as (theme: MantineTheme) => P)(theme) : defaults;
}

const cellKey = (row: number, col: number) => `${row}:${col}`;
const errorId = (user: number, day: string) => `timesheet-${user}-${day}-error`;

/**
 * One month of a project: a row per team member, a cell per day. Rows the actor may edit take
 * hours typed or pasted (Tab and the arrow keys move, Enter saves the row); each row saves its
 * changed days in one bulk call, after asking when the total goes above the expected hours.
 * Reviewers approve, reject (with a reason) and admins re-open from the row.
 */
export function MonthGrid({ projectId, month, today, rows, entries }: MonthGridProps) {
  const save = useSaveHours(projectId);
  const review = useReviewMonth(projectId);
  const [edits, setEdits] = useState<Record<number, RowEdits>>({});
  const [serverErrors, setServerErrors] = useState<Record<number, Record<string, string>>>({});
  const [rowAlerts, setRowAlerts] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const [savingUser, setSavingUser] = useState<number | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const tableRef = useRef<HTMLTableElement>(null);

  const theme = useMantineTheme();
  const scrollDefaults = defaultsOf(
    theme.components.TableScrollContainer?.defaultProps,
    theme,
  )?.scrollAreaProps;
  const gridLabel = format(T.gridLabel, { month: monthLabel(month) });
  const days = useMemo(() => daysOfMonth(month), [month]);
  const saved = useMemo(() => entriesByUser(entries), [entries]);
  const open = useMemo(
    () => rows.map((row) => days.map((day) => row.abilities.edit && isOpenDay(day, row))),
    [rows, days],
  );
  const states = useMemo(
    () =>
      new Map<number, RowChanges>(
        rows.map((row) => [
          row.user.id,
          rowChanges(saved.get(row.user.id) ?? NO_HOURS, edits[row.user.id] ?? {}),
        ]),
      ),
    [rows, saved, edits],
  );
  const editableRows = rows.filter((row) => row.abilities.edit);
  const dirtyRows = editableRows.filter((row) => {
    const state = states.get(row.user.id);
    return Boolean(state && (state.changes.length || Object.keys(state.errors).length));
  });
  const dirty = dirtyRows.length > 0;
  // The Review column: a rejection's reason, who approved, the review buttons; none when no row has any.
  const reviewed = (row: TimesheetMonthRow) =>
    (row.status === 'rejected' && Boolean(row.reason)) ||
    (row.status === 'approved' && row.reviewed_by !== null);
  const withReview = rows.some((row) => row.abilities.review || row.abilities.reopen || reviewed(row));

  // Leaving with typed hours asks first: another month, another tab, another page, or the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The current month opens scrolled to today, with the days before it in view.
  useLayoutEffect(() => {
    const todayHead = tableRef.current?.querySelector<HTMLElement>('th[data-today]');
    const viewport = todayHead?.closest<HTMLElement>('.mantine-ScrollArea-viewport');
    if (!todayHead || !viewport) return;
    viewport.scrollLeft = Math.max(
      0,
      todayHead.offsetLeft + todayHead.offsetWidth * 2 - viewport.clientWidth,
    );
  }, []);

  /** Focuses a cell with its text selected, so typing replaces it (also when it had the focus). */
  const focusCell = (row: number, col: number) => {
    const input = inputs.current.get(cellKey(row, col));
    input?.focus();
    input?.select();
  };

  const setCells = (user: number, cells: Record<string, string>) => {
    setEdits((current) => ({ ...current, [user]: { ...current[user], ...cells } }));
    setServerErrors((current) => {
      const mine = { ...current[user] };
      for (const day of Object.keys(cells)) delete mine[day];
      return { ...current, [user]: mine };
    });
  };

  const clearRow = (user: number) => {
    setEdits(({ [user]: _, ...rest }) => rest);
    setServerErrors(({ [user]: _, ...rest }) => rest);
    setRowAlerts(({ [user]: _, ...rest }) => rest);
  };

  const focusFirstError = (rowIndex: number, errorDays: readonly string[]) => {
    const col = days.findIndex((day) => errorDays.includes(day));
    if (col >= 0) focusCell(rowIndex, col);
  };

  const submit = async (row: TimesheetMonthRow, changes: RowChanges['changes']) => {
    const user = row.user.id;
    const sentDays = changes.map((change) => change.day);
    setSavingUser(user);
    setRowAlerts(({ [user]: _, ...rest }) => rest);
    try {
      await save.mutateAsync(bulkBody(projectId, user, changes));
      clearRow(user);
      notifySuccess(T.saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { byDay, rest } = cellErrorsOf(error.fieldErrors, sentDays);
        setServerErrors((current) => ({ ...current, [user]: byDay }));
        const message = rest.length ? rest.join(' ') : Object.keys(byDay).length ? null : error.message;
        if (message) setRowAlerts((current) => ({ ...current, [user]: message }));
        focusFirstError(rows.indexOf(row), Object.keys(byDay));
      } else {
        // 409: the month was approved meanwhile; it reloads read-only, so the typed hours go.
        if (error instanceof ApiError && error.status === 409) clearRow(user);
        notifyError(error);
      }
    } finally {
      setSavingUser(null);
    }
  };

  const requestSave = (row: TimesheetMonthRow) => {
    const state = states.get(row.user.id);
    if (!state || savingUser !== null) return;
    const errorDays = Object.keys(state.errors);
    if (errorDays.length) return focusFirstError(rows.indexOf(row), errorDays);
    if (!state.changes.length) return clearRow(row.user.id);
    const expected = wireHundredths(row.expected_hours);
    if (isOverExpected(state.total, expected)) return setConfirming({ row, total: state.total, expected });
    void submit(row, state.changes);
  };

  const approve = (row: TimesheetMonthRow) =>
    review.mutate(
      { project: projectId, user: row.user.id, year_month: month, action: 'approve', revision: row.revision },
      { onSuccess: () => notifySuccess(T.approved), onError: (error) => notifyError(error) },
    );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>, rowIndex: number, col: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      requestSave(row);
      return;
    }
    if (event.key === 'Escape' && edits[row.user.id]?.[days[col] ?? ''] !== undefined) {
      event.preventDefault();
      const { [days[col] ?? '']: _, ...rest } = edits[row.user.id] ?? {};
      setEdits((current) => ({ ...current, [row.user.id]: rest }));
      return;
    }
    const move = keyMove(event.key);
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = moveInGrid(open, { row: rowIndex, col }, move);
    event.preventDefault();
    if (target) focusCell(target.row, target.col);
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>, rowIndex: number, day: string) => {
    const lines = parsePaste(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    lines.forEach((values, offset) => {
      const row = rows[rowIndex + offset];
      if (!row?.abilities.edit) return;
      setCells(
        row.user.id,
        pasteIntoRow(days, day, values, (d) => isOpenDay(d, row)),
      );
    });
  };

  return (
    <Stack gap="md">
      {editableRows.length ? (
        <Text size="sm" c="dimmed">
          {T.pasteHint}
        </Text>
      ) : null}
      <div className={classes.wrapper}>
        <Table.ScrollContainer
          minWidth={0}
          scrollAreaProps={{
            ...scrollDefaults,
            // A grid without inputs still scrolls by keyboard: its viewport takes the focus.
            viewportProps: editableRows.length
              ? undefined
              : { tabIndex: 0, role: 'region', 'aria-label': gridLabel },
          }}
        >
          <Table
            ref={tableRef}
            className={classes.table}
            verticalSpacing={6}
            horizontalSpacing="sm"
            aria-label={gridLabel}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.member}>
                  {T.member}
                </Table.Th>
                {days.map((day) => {
                  const weekend = isWeekend(day);
                  return (
                    <Table.Th
                      key={day}
                      scope="col"
                      data-today={day === today || undefined}
                      className={[
                        classes.day,
                        weekend && classes.weekend,
                        isMonday(day) && classes.weekStart,
                        day === today && classes.today,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      title={weekend ? `${dayName(day)} · ${T.weekend}` : dayName(day)}
                    >
                      <span className={classes.dayHead}>
                        <span>{Number(day.slice(8))}</span>
                        <span className={classes.weekday} aria-hidden="true">
                          {dayName(day).slice(0, 2)}
                        </span>
                        <VisuallyHidden>{dayName(day)}</VisuallyHidden>
                      </span>
                    </Table.Th>
                  );
                })}
                <Table.Th scope="col" className={classes.number}>
                  {T.total}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {T.expected}
                </Table.Th>
                {withReview ? (
                  <Table.Th scope="col" className={classes.status}>
                    {T.review}
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, rowIndex) => {
                const user = row.user.id;
                const rowHours = saved.get(user) ?? NO_HOURS;
                const state = states.get(user);
                const rowEdits = edits[user] ?? {};
                const errors = { ...serverErrors[user], ...state?.errors };
                return (
                  <Table.Tr key={user}>
                    <Table.Th scope="row" className={classes.member} aria-label={row.user.display_name}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {row.user.display_name}
                      </Text>
                      {/* The status and the Total and Expected columns in short, in view while the days scroll. */}
                      <Group gap={6} mt={2} wrap="wrap">
                        <TimesheetStatusBadge status={row.status} />
                        <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
                          {hoursTotal(state?.total ?? 0)} / {hoursTotal(wireHundredths(row.expected_hours))} h
                        </Text>
                      </Group>
                    </Table.Th>
                    {days.map((day, col) => {
                      const cellClass = [
                        classes.day,
                        isWeekend(day) && classes.weekend,
                        isMonday(day) && classes.weekStart,
                        // Hatched: a day no hours go in (future days for everyone, outside the row's days for its editor).
                        (day > today || (row.abilities.edit && !open[rowIndex]?.[col])) && classes.closed,
                      ]
                        .filter(Boolean)
                        .join(' ');
                      if (!open[rowIndex]?.[col]) {
                        return (
                          <Table.Td key={day} className={cellClass}>
                            <span className={classes.value}>{hoursText(rowHours.get(day))}</span>
                          </Table.Td>
                        );
                      }
                      const edited = rowEdits[day];
                      const error = errors[day];
                      const changed = state?.changes.some((change) => change.day === day);
                      return (
                        <Table.Td key={day} className={cellClass}>
                          <input
                            ref={(element) => {
                              const key = cellKey(rowIndex, col);
                              if (element) inputs.current.set(key, element);
                              else inputs.current.delete(key);
                            }}
                            className={classes.input}
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={format(T.hoursOfOn, {
                              name: row.user.display_name,
                              day: dayName(day),
                            })}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId(user, day) : undefined}
                            data-changed={changed || undefined}
                            value={edited ?? hoursText(rowHours.get(day))}
                            onChange={(event) => setCells(user, { [day]: event.currentTarget.value })}
                            onFocus={(event) => event.currentTarget.select()}
                            onKeyDown={(event) => onKeyDown(event, rowIndex, col)}
                            onPaste={(event) => onPaste(event, rowIndex, day)}
                          />
                        </Table.Td>
                      );
                    })}
                    <Table.Td className={classes.number}>
                      <Text size="sm" fw={600}>
                        {hoursTotal(state?.total ?? 0)}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.number}>
                      <Text size="sm">{hoursTotal(wireHundredths(row.expected_hours))}</Text>
                    </Table.Td>
                    {withReview ? (
                      <Table.Td className={classes.status}>
                        <Stack gap={4} align="flex-start">
                          {row.status === 'rejected' && row.reason ? (
                            <Text size="xs" c="dimmed">
                              {format(T.rejectedBecause, { reason: row.reason })}
                            </Text>
                          ) : null}
                          {row.status === 'approved' && row.reviewed_by ? (
                            <Text size="xs" c="dimmed">
                              {format(T.reviewedBy, {
                                status: TIMESHEET_STATUS_LABELS.approved,
                                name: row.reviewed_by.display_name,
                                date: formatDate(row.reviewed_at),
                              })}
                            </Text>
                          ) : null}
                          {row.abilities.review || row.abilities.reopen ? (
                            <Group gap={6} wrap="nowrap">
                              {row.abilities.review ? (
                                <>
                                  <Button
                                    size="xs"
                                    onClick={() => approve(row)}
                                    loading={review.isPending && review.variables?.user === user}
                                  >
                                    {T.approve}
                                  </Button>
                                  <Button
                                    size="xs"
                                    variant="default"
                                    c="red.9"
                                    onClick={() => setReasonRequest({ row, action: 'reject' })}
                                  >
                                    {T.reject}
                                  </Button>
                                </>
                              ) : null}
                              {row.abilities.reopen ? (
                                <Button
                                  size="xs"
                                  variant="default"
                                  onClick={() => setReasonRequest({ row, action: 'reopen' })}
                                >
                                  {T.reopen}
                                </Button>
                              ) : null}
                            </Group>
                          ) : null}
                        </Stack>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>

      {dirtyRows.map((row) => {
        const user = row.user.id;
        const errors = { ...serverErrors[user], ...states.get(user)?.errors };
        const errorDays = days.filter((day) => errors[day]);
        return (
          <Paper
            key={user}
            withBorder
            p="sm"
            radius="md"
            role="region"
            aria-label={format(T.unsavedOf, { name: row.user.display_name })}
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text fw={600} size="sm">
                  {editableRows.length > 1
                    ? format(T.unsavedOf, { name: row.user.display_name })
                    : T.unsavedChanges}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="sm"
                    onClick={() => clearRow(user)}
                    disabled={savingUser === user}
                  >
                    {T.discard}
                  </Button>
                  <Button size="sm" onClick={() => requestSave(row)} loading={savingUser === user}>
                    {T.save}
                  </Button>
                </Group>
              </Group>
              {rowAlerts[user] ? (
                <Alert role="alert" color="red" variant="light" p="xs">
                  {rowAlerts[user]}
                </Alert>
              ) : null}
              {errorDays.length ? (
                <Stack gap={2} role="alert">
                  {errorDays.map((day) => (
                    <Text key={day} id={errorId(user, day)} size="sm" c="var(--mantine-color-error)">
                      {dayName(day)}: {errors[day]}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        );
      })}

      <ConfirmModal
        opened={confirming !== null}
        title={T.overExpectedTitle}
        message={format(T.overExpectedBody, {
          total: hoursTotal(confirming?.total ?? 0),
          expected: hoursTotal(confirming?.expected ?? 0),
        })}
        cancelLabel={T.overExpectedCancel}
        confirmLabel={T.overExpectedConfirm}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const request = confirming;
          setConfirming(null);
          const changes = request ? states.get(request.row.user.id)?.changes : undefined;
          if (request && changes?.length) void submit(request.row, changes);
        }}
      />

      <ReasonDialog
        projectId={projectId}
        month={month}
        request={reasonRequest}
        onClose={() => setReasonRequest(null)}
        onDone={(action, error) => {
          setReasonRequest(null);
          if (error) notifyError(error);
          else notifySuccess(action === 'reject' ? T.rejected : T.reopened);
        }}
      />

      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title={T.unsavedChanges}
        message={T.leaveUnsaved}
        cancelLabel={T.keepEditing}
        confirmLabel={T.discard}
        color="red.9"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </Stack>
  );
}
