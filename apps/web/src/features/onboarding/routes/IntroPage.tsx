import { peopleMessages } from '@kazi/shared/messages/people';
import { STAGE_PATHS } from '@kazi/shared/onboarding/rules';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths } from '@/lib/paths.ts';

/**
 * /onboard/intro: the welcome and 'Setup account', for people who have not started;
 * someone who comes back goes on at their own step.
 */
export function IntroPage() {
  const user = useUser();
  if (user.onboarding_stage === 'finish' && user.can_contribute)
    return <Navigate to={paths.dashboard} replace />;
  if (user.onboarding_stage === 'two' || user.onboarding_stage === 'three')
    return <Navigate to={STAGE_PATHS[user.onboarding_stage]} replace />;
  return (
    <Card maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }} p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconSparkles size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {peopleMessages.onboarding.welcome}, {user.first_name || user.display_name}
        </Title>
        <Text size="lg">{peopleMessages.onboarding.intro}</Text>
        <Button
          component={Link}
          to="/onboard/step-one"
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {peopleMessages.onboarding.setupAccount}
        </Button>
      </Stack>
    </Card>
  );
}
