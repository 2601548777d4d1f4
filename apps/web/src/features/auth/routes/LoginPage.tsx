import { coreMessages } from '@kazi/shared/messages/core';
import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Logo } from '@/app/shell/Logo.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import classes from './LoginPage.module.css';

const HIGHLIGHTS = [
  'Dedicated developers and managed projects',
  'Timesheets, reports and payments in one place',
  'Vetted talent from across the continent',
];

/** `/` and `/login` when signed out. */
export function LoginPage() {
  useEffect(() => {
    document.title = 'Log in · Kazi';
  }, []);

  return (
    <Box component="main" className={classes.page}>
      <div className={classes.brand}>
        <Logo tone="light" size={40} />
        <Stack gap="lg" maw={440}>
          <Text fz={34} fw={800} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            Great software, built by Africa’s best developers.
          </Text>
          <Text fz="lg" c="kazi.0">
            Kazi connects developers and designers with clients and projects worldwide.
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" c="var(--kazi-text-brand)" aria-hidden="true">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((line) => (
              <List.Item key={line}>
                <Text c="white">{line}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="kazi.1">
          © {new Date().getFullYear()} Kazi
        </Text>
      </div>
      <div className={classes.formSide}>
        <Stack className={classes.card} gap="lg">
          <Box className={classes.mobileLogo} mx="auto">
            <Logo size={40} />
          </Box>
          <Paper p={{ base: 'lg', sm: 32 }} radius="lg" withBorder shadow="sm">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {coreMessages.auth.loginTitle}
              </Title>
              <Text c="dimmed">{coreMessages.auth.loginSubtitle}</Text>
            </Stack>
            <LoginForm />
          </Paper>
        </Stack>
      </div>
    </Box>
  );
}
