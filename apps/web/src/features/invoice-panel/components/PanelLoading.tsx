import { coreMessages } from '@kazi/shared/messages/core';
import { Center, Loader } from '@mantine/core';

/** What a tab of the panel shows while its first page loads. */
export function PanelLoading() {
  return (
    <Center py="md">
      <Loader size="sm" aria-label={coreMessages.generic.loading} />
    </Center>
  );
}
