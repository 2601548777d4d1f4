import { DEVELOPER_PLATFORM_CONDITIONS as TERMS } from '@kazi/shared/legal/developer-platform-conditions';
import { Stack, Text, Title } from '@mantine/core';

/** The developer platform conditions as text (never HTML). */
export function TermsDocument() {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Last updated {TERMS.lastUpdated}
      </Text>
      {TERMS.sections.map((section) => (
        <Stack key={section.heading} gap={6}>
          <Title order={3} fz="md">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
