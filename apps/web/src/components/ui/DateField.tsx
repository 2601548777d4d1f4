import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { DATE_FORMAT, parseDateInput } from '@/lib/format/dates.ts';

interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Days outside [min, max] are greyed in the calendar; typed dates still reach validation. */
  min?: string;
  max?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  'aria-label'?: string;
  w?: number | string;
  name?: string;
  onBlur?: () => void;
  inputWrapperOrder?: ('label' | 'input' | 'description' | 'error')[];
}

/**
 * Every date input of the app: shown and typed in the app's format (`24 Nov 2026`, ISO typed too),
 * with a calendar; never the browser's native date input, whose format follows its locale.
 */
export function DateField({ value, onChange, min, max, required, onBlur, ...rest }: DateFieldProps) {
  // The calendar opens on a click or ArrowDown, not on focus: typing a date (or tabbing through the
  // form) never leaves a calendar over the buttons that follow.
  const [opened, setOpened] = useState(false);
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(next) => {
        setOpened(false);
        onChange(next ?? '');
      }}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setOpened(true);
        if (event.key === 'Escape') setOpened(false);
      }}
      onBlur={() => {
        setOpened(false);
        onBlur?.();
      }}
      valueFormat={DATE_FORMAT}
      dateParser={parseDateInput}
      placeholder="DD MMM YYYY"
      required={required}
      clearable={!required && !rest.disabled}
      excludeDate={(day) => Boolean((min && day < min) || (max && day > max))}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      popoverProps={{ withinPortal: true, opened, onChange: setOpened }}
    />
  );
}

type FormDateFieldProps<T extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
};

/** A DateField bound to a react-hook-form field that holds `YYYY-MM-DD`. */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
