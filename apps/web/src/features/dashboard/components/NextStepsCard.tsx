import { coreMessages } from '@kazi/shared/messages/core';
import { COMPLETENESS_ITEMS } from '@kazi/shared/people/completeness';
import { Button, Card, Group, List, RingProgress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCircleCheckFilled,
  IconCircleDashed,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths } from '@/lib/paths.ts';

/** "What to do next": the account checklist the server computed from the shared rules. */
export function NextStepsCard() {
  const { completeness } = useUser();
  const done = completeness.filter((entry) => entry.done).length;
  const total = completeness.length;
  const complete = done === total;
  const percent = total ? Math.round((done / total) * 100) : 100;

  return (
    <Card>
      <Title order={3} fz="lg" mb="md">
        {coreMessages.dashboard.nextSteps}
      </Title>
      {complete ? (
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconRosetteDiscountCheck size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{coreMessages.dashboard.profileComplete}</Text>
            <Text size="sm" c="dimmed">
              You can change your details at any time.
            </Text>
          </Stack>
        </Group>
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <RingProgress
            size={92}
            thickness={9}
            roundCaps
            sections={[{ value: percent, color: 'kazi' }]}
            aria-hidden="true"
            label={
              <Text ta="center" fw={700} size="sm">
                {percent}%
              </Text>
            }
          />
          <Stack gap="sm" style={{ minWidth: 0 }}>
            <Text size="sm">{coreMessages.dashboard.finishSetup}</Text>
            <Text size="sm" c="dimmed">
              {done} of {total} steps done
            </Text>
            <List spacing={6} size="sm" center>
              {completeness.map(({ item, done: itemDone }) => (
                <List.Item
                  key={item}
                  icon={
                    itemDone ? (
                      <IconCircleCheckFilled
                        size={18}
                        color="var(--mantine-color-kazi-7)"
                        role="img"
                        aria-label="Done"
                      />
                    ) : (
                      <IconCircleDashed
                        size={18}
                        color="var(--mantine-color-dimmed)"
                        role="img"
                        aria-label="To do"
                      />
                    )
                  }
                >
                  <Text
                    size="sm"
                    c={itemDone ? 'dimmed' : undefined}
                    td={itemDone ? 'line-through' : undefined}
                  >
                    {COMPLETENESS_ITEMS[item]}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Button
              component={Link}
              to={paths.onboard}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              w="fit-content"
              mt={4}
            >
              {coreMessages.dashboard.continueSetup}
            </Button>
          </Stack>
        </Group>
      )}
    </Card>
  );
}
