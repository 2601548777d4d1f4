import { Menu } from '@mantine/core';
import { type ReactNode, type RefObject, useRef } from 'react';

export interface IntentMenuProps {
  /** Controlled by `useMenuOnIntent`, so the click that loaded the menu's code also opens it. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  width: number;
  /** The button, given the ref focus goes back to. */
  target: (ref: RefObject<HTMLButtonElement | null>) => ReactNode;
  children: ReactNode;
}

/**
 * A top bar menu loaded on intent (menu-on-intent.ts), below its button, right-aligned. Its first
 * open happens as this code replaces the placeholder button, so Mantine cannot know where focus
 * came from: it is handed back to the button here.
 */
export function IntentMenu({ opened, onChange, width, target, children }: IntentMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={width}
      withInitialFocusPlaceholder={false}
      withinPortal={false}
      opened={opened}
      onChange={onChange}
      onClose={() => requestAnimationFrame(() => ref.current?.focus())}
    >
      <Menu.Target>{target(ref)}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
