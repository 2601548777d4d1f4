import { Menu } from '@mantine/core';
import { IconBulb, IconUserCode } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { NewButton } from './NewButton.tsx';

export interface NewMenuProps {
  dedicated: boolean;
  opportunity: boolean;
  /** Controlled by NewItemMenu, so the click that loaded this code also opens it. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The "New" button and its menu (floating-ui comes with it: loaded on intent, see NewItemMenu). */
export function NewMenu({ dedicated, opportunity, opened, onChange }: NewMenuProps) {
  // The first open happens as this code replaces the placeholder button, so Mantine cannot
  // know where focus came from: hand it back to the button ourselves.
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      withInitialFocusPlaceholder={false}
      withinPortal={false}
      opened={opened}
      onChange={onChange}
      onClose={() => requestAnimationFrame(() => target.current?.focus())}
    >
      <Menu.Target>
        <NewButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {dedicated ? (
          <Menu.Item
            component={Link}
            to={paths.newDedicated}
            leftSection={<IconUserCode size={18} aria-hidden="true" />}
          >
            Dedicated Developer
          </Menu.Item>
        ) : null}
        {opportunity ? (
          <Menu.Item
            component={Link}
            to={paths.newOpportunity}
            leftSection={<IconBulb size={18} aria-hidden="true" />}
          >
            Opportunity
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
