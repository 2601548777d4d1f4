import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** `light` on dark backgrounds (the sidebar), `dark` on light ones. */
  tone?: 'light' | 'dark';
  size?: number;
}

/** The Kazi mark (a K in a rounded square) and word. Decorative mark, readable word. */
export function Logo({ tone = 'dark', size = 32 }: LogoProps) {
  const onDark = tone === 'light';
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={onDark ? '#ffffff' : 'var(--mantine-color-kazi-7)'} />
        <path
          d="M10 8h4v6.6L19.6 8h4.9l-6.3 7.3L25 24h-5l-4.7-6.3-1.3 1.5V24h-4z"
          fill={onDark ? 'var(--mantine-color-kazi-8)' : '#ffffff'}
        />
        <circle cx="24" cy="8.5" r="2.2" fill="#f5b83d" />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        lh={1}
        c={onDark ? 'white' : 'var(--kazi-text-brand)'}
        style={{ letterSpacing: '-0.02em' }}
      >
        Kazi
      </Text>
    </Group>
  );
}
