import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectQuery } from '../api/project.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';

/**
 * The More panel of a project: Activity and Overview. It reads the project from
 * the query cache (the side panel renders outside the project page's context).
 */
export function ProjectSidePanel({ projectId }: { projectId: number }) {
  const project = useQuery(projectQuery(projectId)).data;
  return (
    <Tabs defaultValue="activity">
      <Tabs.List grow mb="md">
        <Tabs.Tab value="activity">Activity</Tabs.Tab>
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="activity">
        <ActivityFeed projectId={projectId} />
      </Tabs.Panel>
      <Tabs.Panel value="overview">{project ? <ProjectOverview project={project} /> : null}</Tabs.Panel>
    </Tabs>
  );
}
