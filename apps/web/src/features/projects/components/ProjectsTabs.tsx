import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ACTIVE_LISTS, ARCHIVE_TAB, visibleLists } from '../project-lists.ts';
import { useListLink } from '../use-list-link.ts';

/** Dedicated Developers · Managed Projects · Opportunities (staff-side roles) · Archive. */
export function ProjectsTabs({ active }: { active: string }) {
  const user = useUser();
  const navigate = useNavigate();
  const linkTo = useListLink();
  const tabs = [...visibleLists(user, ACTIVE_LISTS), ARCHIVE_TAB];
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = tabs.find((t) => t.key === value);
        if (tab) navigate(linkTo(tab.path));
      }}
      mb="md"
    >
      <Tabs.List aria-label="Project lists">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
