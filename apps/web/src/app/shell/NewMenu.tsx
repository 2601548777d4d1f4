import { Menu } from '@mantine/core';
import { IconBulb, IconUserCode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { IntentMenu } from './IntentMenu.tsx';
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
  return (
    <IntentMenu opened={opened} onChange={onChange} width={220} target={(ref) => <NewButton ref={ref} />}>
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
    </IntentMenu>
  );
}
