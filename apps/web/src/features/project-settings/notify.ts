import { projectsMessages } from '@kazi/shared/messages/projects';
import { notifications } from '@mantine/notifications';

/** 'Project updated successfully', shown for 1.5 s (Update project). */
export function notifyProjectUpdated(): void {
  notifications.show({
    message: projectsMessages.team.updated,
    color: 'kazi',
    autoClose: 1500,
    role: 'status',
  });
}
