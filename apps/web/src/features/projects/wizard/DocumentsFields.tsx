import { CLIENT_DOCUMENT_TYPES, DOCUMENT_TYPES } from '@kazi/shared/documents/schemas';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DocumentForm } from '@/features/documents/components/DocumentForm.tsx';
import { type DocumentDraft, emptyDocument } from '@/features/documents/document-draft.ts';

interface Props {
  documents: DocumentDraft[];
  onChange: (documents: DocumentDraft[]) => void;
  errors: Record<string, string>;
  /** Staff may add every type; clients requirements, wireframes and other. */
  allTypes: boolean;
}

/** The documents added while creating a project: each a file or a link (Document form). */
export function DocumentsFields({ documents, onChange, errors, allTypes }: Props) {
  const types = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;
  const set = (index: number, next: DocumentDraft) =>
    onChange(documents.map((d, i) => (i === index ? next : d)));
  return (
    <Stack gap="md">
      {documents.length ? null : (
        <Text c="dimmed" size="sm">
          Add requirements, wireframes or other documents now, or later from the project's Documents tab.
        </Text>
      )}
      {documents.map((document, index) => {
        const prefix = `documents.${index}.`;
        const own = Object.fromEntries(
          Object.entries(errors)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, message]) => [key.slice(prefix.length), message]),
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows without ids; every value comes from props.
          <Card key={index} withBorder p="md">
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                Document {index + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Remove document ${index + 1}`}
                onClick={() => onChange(documents.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <DocumentForm value={document} onChange={(next) => set(index, next)} types={types} errors={own} />
          </Card>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onChange([...documents, emptyDocument(allTypes ? 'other' : 'requirements')])}
          disabled={documents.length >= 20}
        >
          Add a document
        </Button>
      </Group>
    </Stack>
  );
}
