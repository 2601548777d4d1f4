import { peopleMessages } from '@kazi/shared/messages/people';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { CookieCategoryList } from './CookieCategoryList.tsx';
import type { CookieChoicesProps } from './CookieChoices.tsx';

/** One switch per cookie category and Save, over the cookie banner. */
export function CookieChoicesDialog({ opened, onClose, chosen, onChange, onSave }: CookieChoicesProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={peopleMessages.privacy.cookiesTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="lg">
        <CookieCategoryList chosen={chosen} onChange={onChange} />
        <Group justify="flex-end">
          <Button onClick={onSave}>{peopleMessages.privacy.savePreferences}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
