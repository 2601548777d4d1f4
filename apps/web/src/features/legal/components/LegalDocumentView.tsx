import type { LegalBlock, LegalDocument } from '@kazi/shared/legal/document';
import { OPERATOR_TEMPLATE_NOTICE } from '@kazi/shared/legal/document';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { LegalText } from './LegalText.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Text lh={1.65}>
        <LegalText text={block} />
      </Text>
    );
  }
  return (
    <List spacing={6} lh={1.6}>
      {block.list.map((item) => (
        <List.Item key={item}>
          <LegalText text={item} />
        </List.Item>
      ))}
    </List>
  );
}

/** Renders a structured legal document (headings, paragraphs, lists): no HTML from the text. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Stack component="article" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {document.title}
        </Title>
        <Text c="dimmed" size="sm">
          Last updated {dayjs(document.updated).format('D MMMM YYYY')}
        </Text>
      </Stack>
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
        {OPERATOR_TEMPLATE_NOTICE}
      </Alert>
      {document.intro.map((block) => (
        <Block key={typeof block === 'string' ? block : block.list.join()} block={block} />
      ))}
      {document.sections.map((section) => (
        <Stack key={section.heading} component="section" gap="sm">
          <Title order={2} fz="xl">
            {section.heading}
          </Title>
          {section.blocks.map((block) => (
            <Block key={typeof block === 'string' ? block : block.list.join()} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
