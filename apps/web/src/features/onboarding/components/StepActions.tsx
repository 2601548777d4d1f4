import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

interface StepActionsProps {
  submitLabel: string;
  submitting: boolean;
  disabled: boolean;
  onPrevious: () => void;
  previousPending: boolean;
}

/** Previous Step (back one stage) and Next or Finish; the submit button reads Loading while saving. */
export function StepActions({
  submitLabel,
  submitting,
  disabled,
  onPrevious,
  previousPending,
}: StepActionsProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        size="md"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        onClick={onPrevious}
        loading={previousPending}
        disabled={submitting}
      >
        Previous Step
      </Button>
      <Button type="submit" size="md" disabled={submitting || disabled}>
        {submitting ? 'Loading…' : submitLabel}
      </Button>
    </Group>
  );
}
