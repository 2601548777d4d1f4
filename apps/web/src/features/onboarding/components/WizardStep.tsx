import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import { stagesFor } from '@kazi/shared/onboarding/rules';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';

const STEP_TITLES = [
  peopleMessages.onboarding.personalDetails,
  peopleMessages.onboarding.address,
  peopleMessages.onboarding.payments,
];

interface WizardStepProps {
  /** 1, 2 or 3. */
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * One step of account setup: 'Step x of n' (3 for talents, 2 for clients), its title, its form.
 * The row of step names and the bar only draw where one is: screen readers hear 'Step x of n' and
 * the heading once, not the heading again in the row.
 */
export function WizardStep({ step, title, description, children }: WizardStepProps) {
  const user = useUser();
  const total = stagesFor(user.type).length - 1;
  return (
    <Card maw={720} mx="auto" p={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={8}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} c="var(--kazi-text-brand)">
              {format(peopleMessages.onboarding.stepOf, { step, total })}
            </Text>
            <Text
              size="sm"
              c="dimmed"
              component="ol"
              aria-hidden="true"
              style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}
            >
              {STEP_TITLES.slice(0, total).map((name, index) => (
                <li
                  key={name}
                  aria-current={index + 1 === step ? 'step' : undefined}
                  style={{ fontWeight: index + 1 === step ? 600 : 400 }}
                >
                  {name}
                </li>
              ))}
            </Text>
          </Group>
          <Progress value={(step / total) * 100} size="sm" aria-hidden="true" />
        </Stack>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
