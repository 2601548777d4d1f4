import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { Group, Radio } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

const F = reportsMessages.reports.form;

interface YesNoFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, 'yes' | 'no' | ''>;
  label: string;
  error?: string;
  required?: boolean;
}

/** A yes/no question as two radio buttons bound to a form field holding 'yes', 'no' or ''. */
export function YesNoField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
}: YesNoFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Radio.Group
      name={field.name}
      label={label}
      required={required}
      error={error}
      value={(field.value as string) || null}
      onChange={field.onChange}
    >
      <Group gap="lg" mt={6}>
        <Radio value="yes" label={F.yes} onBlur={field.onBlur} />
        <Radio value="no" label={F.no} onBlur={field.onBlur} />
      </Group>
    </Radio.Group>
  );
}
