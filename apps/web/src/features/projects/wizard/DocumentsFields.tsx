import { CLIENT_DOCUMENT_TYPES, DOCUMENT_TYPES } from '@kazi/shared/documents/schemas';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { DocumentFields } from '@/features/documents/components/DocumentFields.tsx';
import { emptyDocument } from '@/features/documents/document-draft.ts';
import type { ProjectDraft } from './draft.ts';

interface Props {
  /** Staff may add every type; clients requirements, wireframes and other. */
  allTypes: boolean;
}

/** The documents added while creating a project (a field array): each a file or a link. */
export function DocumentsFields({ allTypes }: Props) {
  const types = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;
  const { control } = useFormContext<ProjectDraft>();
  const rows = useFieldArray({ control, name: 'documents' });
  return (
    <Stack gap="md">
      {rows.fields.length ? null : (
        <Text c="dimmed" size="sm">
          Add requirements, wireframes or other documents now, or later from the project's Documents tab.
        </Text>
      )}
      {rows.fields.map((row, index) => (
        <Card key={row.id} withBorder p="md">
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              Document {index + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="var(--kazi-text-danger)"
              aria-label={`Remove document ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <DocumentFields name={`documents.${index}`} types={types} />
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() =>
            rows.append(emptyDocument(allTypes ? 'other' : 'requirements'), { shouldFocus: false })
          }
          disabled={rows.fields.length >= 20}
        >
          Add a document
        </Button>
      </Group>
    </Stack>
  );
}
