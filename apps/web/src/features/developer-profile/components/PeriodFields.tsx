import { MONTH_NAMES } from '@kazi/shared/calendar/months';
import { END_YEARS_AHEAD, MIN_YEAR, type Period } from '@kazi/shared/experience/rules';
import { Checkbox, Fieldset, Group, NativeSelect, Stack } from '@mantine/core';

const thisYear = new Date().getUTCFullYear();
const years = (last: number) =>
  Array.from({ length: last - MIN_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({
    value: y,
    label: y,
  }));
const START_YEARS = [{ value: '', label: 'Year' }, ...years(thisYear)];
const END_YEARS = [{ value: '', label: 'Year' }, ...years(thisYear + END_YEARS_AHEAD)];
const MONTH_OPTIONS = [
  { value: '', label: 'Month' },
  ...MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label })),
];

type PeriodErrors = Partial<Record<keyof Period, string | undefined>>;

interface PeriodFieldsProps {
  value: Period;
  onChange: (patch: Period) => void;
  errors: PeriodErrors;
  /** 'I currently work here', 'Ongoing', … */
  presentLabel: string;
  idPrefix: string;
}

const toNumber = (text: string) => (text === '' ? undefined : Number(text));
const toText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/**
 * Start and end as month + year, with 'present' for ongoing entries (both end parts
 * null). Errors sit under the select they concern; date-wide errors under the year.
 */
export function PeriodFields({ value, onChange, errors, presentLabel, idPrefix }: PeriodFieldsProps) {
  const present = value.end_month === null && value.end_year === null;
  return (
    <Stack gap="sm">
      <Fieldset legend="Start date" variant="unstyled">
        <Group grow align="flex-start" gap="sm">
          <NativeSelect
            id={`${idPrefix}-start-month`}
            label="Start month"
            data={MONTH_OPTIONS}
            value={toText(value.start_month)}
            onChange={(e) => onChange({ start_month: toNumber(e.currentTarget.value) })}
            error={errors.start_month}
          />
          <NativeSelect
            id={`${idPrefix}-start-year`}
            label="Start year"
            data={START_YEARS}
            value={toText(value.start_year)}
            onChange={(e) => onChange({ start_year: toNumber(e.currentTarget.value) })}
            error={errors.start_year}
          />
        </Group>
      </Fieldset>
      <Checkbox
        label={presentLabel}
        checked={present}
        onChange={(e) =>
          onChange(
            e.currentTarget.checked
              ? { end_month: null, end_year: null }
              : { end_month: undefined, end_year: undefined },
          )
        }
      />
      {present ? null : (
        <Fieldset legend="End date" variant="unstyled">
          <Group grow align="flex-start" gap="sm">
            <NativeSelect
              id={`${idPrefix}-end-month`}
              label="End month"
              data={MONTH_OPTIONS}
              value={toText(value.end_month)}
              onChange={(e) => onChange({ end_month: toNumber(e.currentTarget.value) })}
              error={errors.end_month}
            />
            <NativeSelect
              id={`${idPrefix}-end-year`}
              label="End year"
              data={END_YEARS}
              value={toText(value.end_year)}
              onChange={(e) => onChange({ end_year: toNumber(e.currentTarget.value) })}
              error={errors.end_year}
            />
          </Group>
        </Fieldset>
      )}
    </Stack>
  );
}
