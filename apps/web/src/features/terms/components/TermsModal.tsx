import { DEVELOPER_PLATFORM_CONDITIONS as TERMS } from '@kazi/shared/legal/developer-platform-conditions';
import { Button, Group, Modal } from '@mantine/core';
import { TermsDocument } from './TermsDocument.tsx';

/** The terms, readable in a modal ("A link opens the terms in a modal"). */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TERMS.title}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close the terms' }}
    >
      <TermsDocument />
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
