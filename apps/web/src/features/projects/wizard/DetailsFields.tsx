import { projectsMessages } from '@kazi/shared/messages/projects';
import { NO_END_DATE, todayIso } from '@kazi/shared/projects/rules';
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateField, FormDateField } from '@/components/ui/DateField.tsx';
import type { ProjectDraft } from './draft.ts';
import { SkillsInput } from './SkillsInput.tsx';

interface Props {
  kind: 'opportunity' | 'dedicated' | 'managed';
}

const TYPES = [
  { value: 'web', label: 'Web' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'other', label: 'Other' },
];
const DURATIONS = [
  { value: '2w', label: 'Two weeks' },
  { value: '6m', label: 'Six months' },
  { value: 'permanent', label: 'Permanent' },
];
const CATEGORIES = [
  { value: 'project', label: 'Managed' },
  { value: 'dedicated', label: 'Dedicated Developers' },
];

/** A Select over a draft field that holds '' for none. */
const choiceProps = (field: { value: string; onChange: (value: string) => void }, error?: string) => ({
  value: field.value || null,
  onChange: (value: string | null) => field.onChange(value ?? ''),
  error,
});

/**
 * Title, description, type, dates (with the 'No end date' switch on projects), duration and
 * skills; on opportunities also the category and the client's contact.
 */
export function DetailsFields({ kind }: Props) {
  const { register, control, formState } = useFormContext<ProjectDraft>();
  const { errors } = formState;
  const [start, end, noEnd] = useWatch({
    control,
    name: ['expected_start_date', 'expected_end_date', 'no_end_date'],
  });
  const opportunity = kind === 'opportunity';
  const startMax = noEnd || !end ? NO_END_DATE : end;
  const endMin = [todayIso(), start].filter(Boolean).sort().at(-1);
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {opportunity ? (
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label="Category"
                required
                data={CATEGORIES}
                {...choiceProps(field, errors.category?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label="Project type"
              required={kind === 'dedicated'}
              data={TYPES}
              {...choiceProps(field, errors.type?.message)}
              clearable={kind !== 'dedicated'}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="expected_duration"
          render={({ field }) => (
            <Select
              label="Expected duration"
              data={DURATIONS}
              {...choiceProps(field)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <FormDateField
          control={control}
          name="expected_start_date"
          label="Expected start date"
          required
          max={startMax}
          error={errors.expected_start_date?.message}
        />
        <Stack gap={6}>
          <Controller
            control={control}
            name="expected_end_date"
            render={({ field }) => (
              <DateField
                label="Expected end date"
                min={endMin}
                max={opportunity ? '2099-12-30' : NO_END_DATE}
                disabled={noEnd}
                name={field.name}
                value={noEnd ? '' : field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.expected_end_date?.message}
              />
            )}
          />
          {opportunity ? null : (
            <Controller
              control={control}
              name="no_end_date"
              render={({ field }) => (
                <Switch
                  label={projectsMessages.projects.noEndDate}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          )}
        </Stack>
      </SimpleGrid>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillsInput value={field.value} onChange={field.onChange} error={errors.skills?.message} />
        )}
      />
      {opportunity ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Contact name"
            maxLength={200}
            error={errors.contact_name?.message}
            {...register('contact_name')}
          />
          <TextInput
            type="email"
            label="Contact e-mail"
            error={errors.contact_email?.message}
            {...register('contact_email')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
