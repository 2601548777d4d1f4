import { convertMessages } from '@kazi/shared/messages/convert';
import { format } from '@kazi/shared/messages/format';
import type { ConvertCandidatesOut } from '@kazi/shared/opportunities/convert';
import { Checkbox, Group, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import type { ConvertDraft } from './convert-form.ts';

const C = convertMessages.convert;

interface ConvertPeopleProps {
  form: UseFormReturn<ConvertDraft>;
  candidates: UseQueryResult<ConvertCandidatesOut>;
}

/** The convert dialog's people: a checkbox per available person, their hours and rates once picked. */
export function ConvertPeople({ form, candidates }: ConvertPeopleProps) {
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? [];
  const errors = form.formState.errors.rows;

  if (candidates.isError && !candidates.data) {
    return (
      <ErrorState
        error={candidates.error}
        onRetry={() => candidates.refetch()}
        retrying={candidates.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="md" component="legend" p={0}>
        {C.joinHeading}
      </Title>
      {!candidates.data ? (
        <Skeleton h={40} aria-label="Loading" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {C.nobodyAvailable}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {C.joinHint}
          </Text>
          {rows.map((row, index) => (
            <Stack key={row.id} gap="xs" data-testid="convert-candidate">
              <Controller
                control={form.control}
                name={`rows.${index}.picked`}
                render={({ field }) => (
                  <Checkbox
                    label={format(C.join, { name: row.name })}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    error={errors?.[index]?.picked?.message}
                  />
                )}
              />
              {row.picked ? (
                <Group grow align="flex-start" gap="sm" pl="xl" wrap="wrap">
                  {(
                    [
                      ['hours_per_week', C.hoursPerWeek, 0],
                      ['payout_rate', `${C.payoutRate} (€/h)`, 2],
                      ['client_rate', `${C.clientRate} (€/h)`, 2],
                    ] as const
                  ).map(([name, label, decimals]) => (
                    <Controller
                      key={name}
                      control={form.control}
                      name={`rows.${index}.${name}`}
                      render={({ field }) => (
                        <NumberInput
                          label={label}
                          aria-label={`${label} for ${row.name}`}
                          miw={120}
                          min={0}
                          decimalScale={decimals}
                          allowNegative={false}
                          required
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={errors?.[index]?.[name]?.message}
                        />
                      )}
                    />
                  ))}
                </Group>
              ) : null}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
