import { peopleMessages } from '@kazi/shared/messages/people';
import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { FormSection } from '@/features/profile-details/components/FormSection.tsx';
import { paths } from '@/lib/paths.ts';

/** Privacy Policy, User Agreement, Code of Conduct (Privacy page). */
export function PolicyLinks() {
  return (
    <FormSection title={peopleMessages.privacy.policiesTitle}>
      <List spacing="xs">
        <List.Item>
          <Anchor component={Link} to={paths.privacyPolicy}>
            Privacy Policy
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.userAgreement}>
            User Agreement
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.codeOfConduct}>
            Code of Conduct
          </Anchor>
        </List.Item>
      </List>
    </FormSection>
  );
}
