import { zodResolver } from '@hookform/resolvers/zod';
import type { Period } from '@kazi/shared/experience/rules';
import type { Skill } from '@kazi/shared/reference/schemas';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { type EntryKind, type EntryTypes, useSaveEntry } from '../api/entries.ts';
import type { EntryConfig } from './entry-config.ts';
import { PeriodFields } from './PeriodFields.tsx';
import { SkillPicker } from './SkillPicker.tsx';

type Values = FieldValues & Period;
const PERIOD_KEYS = ['start_month', 'start_year', 'end_month', 'end_year'] as const;

function initialValues<K extends EntryKind>(config: EntryConfig<K>, entry: EntryTypes[K] | null): Values {
  const values: Values = {};
  const source = (entry ?? {}) as Record<string, unknown>;
  for (const field of config.fields) {
    const current = source[field.name];
    values[field.name] = typeof current === 'string' ? current : field.kind === 'select' ? 'other' : '';
  }
  for (const key of PERIOD_KEYS) values[key] = (source[key] as number | null | undefined) ?? undefined;
  if (entry) {
    values.end_month = (source.end_month as number | null) ?? null;
    values.end_year = (source.end_year as number | null) ?? null;
  }
  return values;
}

interface EntryFormProps<K extends EntryKind> {
  config: EntryConfig<K>;
  entry: EntryTypes[K] | null;
  onDone: () => void;
}

/**
 * Add or edit a project, job or course with the shared schema's rules and messages;
 * server field errors go under their fields, anything else is an error notice.
 */
export function EntryForm<K extends EntryKind>({ config, entry, onDone }: EntryFormProps<K>) {
  const save = useSaveEntry(config.kind);
  const [skills, setSkills] = useState<Skill[]>(
    entry && 'skills' in entry ? (entry as { skills: Skill[] }).skills : [],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(config.schema) as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: initialValues(config, entry),
  });
  const period: Period = {
    start_month: watch('start_month'),
    start_year: watch('start_year'),
    end_month: watch('end_month'),
    end_year: watch('end_year'),
  };
  const message = (name: string) => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };

  const submit = handleSubmit((values) => {
    const body: Record<string, unknown> = { ...values };
    if (config.withSkills) body.skills = skills.map((skill) => skill.id);
    return new Promise<void>((resolve) => {
      save.mutate(
        { id: entry?.id ?? null, body },
        {
          onSuccess: () => {
            notifySuccess();
            onDone();
          },
          onError: (error) => {
            const fields = [...Object.keys(values), 'skills'];
            if (!applyServerErrors(error, setError, fields).placed.length) notifyError(error);
          },
          onSettled: () => resolve(),
        },
      );
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {config.fields.map((field, index) => {
          const common = {
            label: field.label,
            withAsterisk: field.required,
            placeholder: field.placeholder,
            error: message(field.name),
            'data-autofocus': index === 0 ? true : undefined,
          };
          if (field.kind === 'select')
            return (
              <NativeSelect
                key={field.name}
                {...common}
                data={field.options ?? []}
                {...register(field.name)}
              />
            );
          if (field.kind === 'textarea') {
            const length = String(watch(field.name) ?? '').length;
            return (
              <Textarea
                key={field.name}
                {...common}
                autosize
                minRows={3}
                maxLength={field.max}
                description={field.max ? `${field.max - length} characters left` : undefined}
                {...register(field.name)}
              />
            );
          }
          return (
            <TextInput
              key={field.name}
              {...common}
              type={field.kind === 'url' ? 'url' : 'text'}
              inputMode={field.kind === 'url' ? 'url' : undefined}
              {...register(field.name)}
            />
          );
        })}
        <PeriodFields
          idPrefix={`${config.kind}-${entry?.id ?? 'new'}`}
          value={period}
          presentLabel={config.presentLabel}
          errors={{
            start_month: message('start_month'),
            start_year: message('start_year'),
            end_month: message('end_month'),
            end_year: message('end_year'),
          }}
          onChange={(patch) => {
            for (const [key, value] of Object.entries(patch)) {
              setValue(key, value, {
                shouldValidate: Boolean(errors[key]) || value !== undefined,
                shouldDirty: true,
              });
            }
          }}
        />
        {config.withSkills ? (
          <SkillPicker label="Skills used" value={skills} onChange={setSkills} error={message('skills')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? ' Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
