import { Stack } from '@mantine/core';
import { CookiePreferences } from '@/features/privacy/components/CookiePreferences.tsx';
import { EmailSwitches } from '@/features/privacy/components/EmailSwitches.tsx';
import { PolicyLinks } from '@/features/privacy/components/PolicyLinks.tsx';

/** Settings → Privacy: cookie categories, e-mail switches, policy links. */
export default function PrivacyTab() {
  return (
    <Stack gap="lg" maw={760}>
      <CookiePreferences />
      <EmailSwitches />
      <PolicyLinks />
    </Stack>
  );
}
