import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and value of a side panel's details; put them in a `<dl>` (a `Stack component="dl"`). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      {/* dt/dd pairs wrapped in a div, as <dl> allows. */}
      <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
