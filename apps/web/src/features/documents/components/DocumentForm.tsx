import { type DocumentType, documentTypeLabel } from '@kazi/shared/documents/schemas';
import { ACCEPTED_DOCUMENTS } from '@kazi/shared/files/schemas';
import { FileInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLink, IconPaperclip } from '@tabler/icons-react';
import { useId } from 'react';
import { useLiveErrors } from '@/lib/forms/live-errors.ts';
import { type DocumentDraft, type DocumentDraftErrors, fileProblem } from '../document-draft.ts';

export interface DocumentFormProps {
  value: DocumentDraft;
  onChange: (value: DocumentDraft) => void;
  /** The types offered (staff: all; clients: requirements, wireframes, other). */
  types: readonly DocumentType[];
  /** Errors to show (from `documentDraftErrors` on submit, or the server's). */
  errors?: DocumentDraftErrors;
  disabled?: boolean;
  /** Shows the optional description field. */
  withDescription?: boolean;
}

const NO_ERRORS: DocumentDraftErrors = {};

/**
 * One document: a name, a type, and either a file (5 MB at most, the accepted types; 'Size is
 * greater than 5Mbs', 'Error:{message}') or a link ('Invalid link'); without either 'Select a
 * file' / 'Add a url'. Controlled: it edits a draft, the caller sends it.
 */
export function DocumentForm({
  value,
  onChange,
  types,
  errors: found = NO_ERRORS,
  disabled = false,
  withDescription = false,
}: DocumentFormProps) {
  const sourceLabelId = useId();
  const { errors, markChanged } = useLiveErrors(found);
  const set = <K extends keyof DocumentDraft>(key: K, next: DocumentDraft[K]) => {
    if (key !== 'source') markChanged(key as keyof DocumentDraftErrors);
    onChange({ ...value, [key]: next });
  };
  const fileError = errors.file ?? (value.file ? (fileProblem(value.file) ?? undefined) : undefined);
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        required
        value={value.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
        disabled={disabled}
        maxLength={200}
      />
      <Select
        label="Type"
        required
        data={types.map((type) => ({ value: type, label: documentTypeLabel(type) }))}
        value={value.type}
        onChange={(type) => type && set('type', type as DocumentType)}
        allowDeselect={false}
        error={errors.type}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      {withDescription ? (
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={value.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          disabled={disabled}
          maxLength={2000}
        />
      ) : null}
      <Stack gap={6}>
        <Text size="sm" fw={500} id={sourceLabelId}>
          Add the document as
        </Text>
        <SegmentedControl
          aria-labelledby={sourceLabelId}
          value={value.source}
          onChange={(source) => set('source', source as DocumentDraft['source'])}
          data={[
            { value: 'file', label: 'A file' },
            { value: 'url', label: 'A link' },
          ]}
          disabled={disabled}
          fullWidth
        />
      </Stack>
      {value.source === 'file' ? (
        <FileInput
          label="File"
          description="Images, PDF, Word, Excel, PowerPoint, CSV, TSV, Pages, ODT or RTF; 5 MB at most"
          placeholder="Choose a file"
          accept={ACCEPTED_DOCUMENTS}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          value={value.file}
          onChange={(file) => set('file', file)}
          error={fileError}
          disabled={disabled}
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        />
      ) : (
        <TextInput
          label="Link"
          placeholder="https://"
          type="url"
          value={value.url}
          onChange={(event) => set('url', event.currentTarget.value)}
          error={errors.url}
          disabled={disabled}
          leftSection={<IconLink size={16} aria-hidden="true" />}
        />
      )}
    </Stack>
  );
}
