import { Card, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { type QuickLink, quickLinks } from '../quick-links.ts';
import classes from './QuickLinksCard.module.css';

function QuickLinkTile({ link }: { link: QuickLink }) {
  const id = useId();
  const Icon = link.icon;
  return (
    <UnstyledButton
      component={Link}
      to={link.to}
      className={classes.tile}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        <Icon size={22} stroke={1.7} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text id={`${id}-title`} fw={600} size="sm">
          {link.title}
        </Text>
        <Text id={`${id}-description`} size="xs" c="dimmed">
          {link.description}
        </Text>
      </div>
    </UnstyledButton>
  );
}

/** Where to go from here, by what this user may do. */
export function QuickLinksCard() {
  const user = useUser();
  return (
    <Card>
      <Title order={3} fz="lg" mb="md">
        Shortcuts
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {quickLinks(user).map((link) => (
          <QuickLinkTile key={link.to} link={link} />
        ))}
      </SimpleGrid>
    </Card>
  );
}
