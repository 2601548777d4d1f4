import { peopleMessages } from '@kazi/shared/messages/people';
import { EMAIL_SWITCH_NAMES, EMAIL_SWITCHES } from '@kazi/shared/privacy/switches';
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { FormSection } from '@/features/profile-details/components/FormSection.tsx';
import { useSetSwitch, useUserSettings } from '../api/settings.ts';

/**
 * The e-mail switches this person has (me/settings/, by role). Each flip saves at once; a failed
 * load or save is silent: the switch simply shows what the server holds.
 */
export function EmailSwitches() {
  const settings = useUserSettings();
  const setSwitch = useSetSwitch();
  const switches = settings.data?.switches ?? {};
  const names = EMAIL_SWITCH_NAMES.filter((name) => switches[name] !== undefined);
  return (
    <FormSection title={peopleMessages.privacy.emailTitle} description="Choose which e-mails Kazi sends you.">
      {settings.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading e-mail settings">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={36} />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Text size="sm" c="dimmed">
          E-mail settings are not available right now.
        </Text>
      ) : (
        <Stack gap="md">
          {names.map((name) => (
            <Switch
              key={name}
              label={EMAIL_SWITCHES[name].label}
              description={EMAIL_SWITCHES[name].description}
              checked={switches[name] === 'on'}
              onChange={(event) =>
                setSwitch.mutate({ name, value: event.currentTarget.checked ? 'on' : 'off' })
              }
            />
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
