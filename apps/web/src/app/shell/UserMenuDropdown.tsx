import { coreMessages } from '@kazi/shared/messages/core';
import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { colorSchemeOptions } from '../color-scheme.ts';
import { IntentMenu } from './IntentMenu.tsx';
import { UserBadge } from './UserBadge.tsx';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

export interface UserMenuDropdownProps {
  /** Controlled by UserMenu, so the click that loaded this code also opens it. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The user menu: Light, Dark or System (the provider's colour scheme manager keeps the choice in
 * local storage, and System follows the system as it changes). Its items are radios.
 */
export function UserMenuDropdown({ opened, onChange }: UserMenuDropdownProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <IntentMenu opened={opened} onChange={onChange} width={200} target={(ref) => <UserBadge ref={ref} />}>
      <Menu.Label>{coreMessages.appearance.title}</Menu.Label>
      {colorSchemeOptions(colorScheme).map((option) => {
        const Icon = ICONS[option.value];
        return (
          <Menu.Item
            key={option.value}
            // Mantine's item is a menuitem; the scheme is one of three, so each is a radio.
            renderRoot={(props) => (
              <button type="button" {...props} role="menuitemradio" aria-checked={option.checked} />
            )}
            leftSection={<Icon size={16} aria-hidden="true" />}
            rightSection={option.checked ? <IconCheck size={16} aria-hidden="true" /> : null}
            onClick={() => setColorScheme(option.value)}
          >
            {option.label}
          </Menu.Item>
        );
      })}
    </IntentMenu>
  );
}
