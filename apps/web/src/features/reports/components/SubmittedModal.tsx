import { reportsMessages } from '@kazi/shared/messages/reports';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

const R = reportsMessages.reports;

/** After a save: 'Submitted Successfully', which only its Back to Project link leaves. */
export function SubmittedModal({ opened, backTo }: { opened: boolean; backTo: string }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={R.submittedTitle}
    >
      <Stack gap="md">
        <Text size="sm">{R.submittedBody}</Text>
        <Button component={Link} to={backTo} data-autofocus>
          {R.backToProject}
        </Button>
      </Stack>
    </Modal>
  );
}
