import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type NewButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * The "New" button (accessible name "New"). Shown disabled while the menu's code loads, so an
 * early click waits instead of being lost; Menu.Target passes its ref and handlers through.
 */
export function NewButton(props: NewButtonProps) {
  return (
    <Button
      size="sm"
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      {...props}
    >
      New
    </Button>
  );
}
