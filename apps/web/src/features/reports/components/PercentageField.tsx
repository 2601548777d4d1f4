import '@mantine/core/styles/Slider.layer.css';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { Box, Group, NumberInput, Slider } from '@mantine/core';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { ReportFormValues } from '../report-form.ts';

const F = reportsMessages.reports.form;

/** The percentage as a slider and a number input kept in step (1–100; 0 or empty is refused). */
export function PercentageField({ control, error }: { control: Control<ReportFormValues>; error?: string }) {
  const { field } = useController({ control, name: 'percentage' });
  const sliderLabel = useId();
  const value = field.value === '' ? 0 : field.value;
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <NumberInput
        label={F.percentage}
        required
        min={0}
        max={100}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        w={200}
        name={field.name}
        value={field.value}
        onChange={(next) => field.onChange(next === '' ? '' : Number(next))}
        onBlur={field.onBlur}
        error={error}
      />
      <Box style={{ flex: '1 1 200px' }} pb={error ? 28 : 10}>
        <span id={sliderLabel} hidden>
          {F.percentageSlider}
        </span>
        <Slider
          aria-labelledby={sliderLabel}
          thumbLabel={F.percentageSlider}
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(next) => field.onChange(next === 0 ? '' : next)}
          marks={[{ value: 25 }, { value: 50 }, { value: 75 }]}
        />
      </Box>
    </Group>
  );
}
