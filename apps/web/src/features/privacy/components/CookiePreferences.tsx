import { peopleMessages } from '@kazi/shared/messages/people';
import type { CookieCategory } from '@kazi/shared/privacy/cookies';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { FormSection } from '@/features/profile-details/components/FormSection.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { readConsent, saveConsent } from '../lib/consent.ts';
import { CookieCategoryList } from './CookieCategoryList.tsx';

/** The cookie categories as chosen in this browser; saving renews the consent for 365 days. */
export function CookiePreferences() {
  const [chosen, setChosen] = useState<CookieCategory[]>(() => readConsent()?.categories ?? ['essential']);
  return (
    <FormSection
      title={peopleMessages.privacy.cookiesTitle}
      description="Your choice is kept in this browser for 365 days. Essential cookies are always on."
    >
      <CookieCategoryList chosen={chosen} onChange={setChosen} />
      <Group justify="flex-end">
        <Button
          onClick={() => {
            saveConsent(chosen);
            notifySuccess(peopleMessages.privacy.preferencesSaved);
          }}
        >
          {peopleMessages.privacy.savePreferences}
        </Button>
      </Group>
    </FormSection>
  );
}
