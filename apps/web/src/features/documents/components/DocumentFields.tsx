import { documentFileProblem } from '@kazi/shared/documents/form';
import { type DocumentType, documentTypeLabel } from '@kazi/shared/documents/schemas';
import { ACCEPTED_DOCUMENTS } from '@kazi/shared/files/schemas';
import { FileInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLink, IconPaperclip } from '@tabler/icons-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { DocumentDraft } from '../document-draft.ts';

export interface DocumentFieldsProps {
  /** Where the document sits in the form's values: '' for a form of one, `documents.2` for a row. */
  name?: string;
  /** The types offered (staff: all; clients: requirements, wireframes, other). */
  types: readonly DocumentType[];
  disabled?: boolean;
  /** Shows the optional description field. */
  withDescription?: boolean;
}

/** One field of the document at `prefix`, typed by its key in a `DocumentDraft`. */
function useDocumentField<K extends keyof DocumentDraft>(prefix: string, key: K) {
  const { field, fieldState } = useController({ name: prefix ? `${prefix}.${key}` : key });
  return {
    value: field.value as DocumentDraft[K],
    onChange: field.onChange as (value: DocumentDraft[K]) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}

/**
 * One document of a react-hook-form form (`documentForm`): a name, a type, and either a file
 * (5 MB at most, the accepted types; 'Size is greater than 5Mbs', 'Error:{message}') or a link
 * ('Invalid link'); without either 'Select a file' / 'Add a url'.
 */
export function DocumentFields({
  name = '',
  types,
  disabled = false,
  withDescription = false,
}: DocumentFieldsProps) {
  const sourceLabelId = useId();
  const title = useDocumentField(name, 'title');
  const type = useDocumentField(name, 'type');
  const description = useDocumentField(name, 'description');
  const source = useDocumentField(name, 'source');
  const file = useDocumentField(name, 'file');
  const url = useDocumentField(name, 'url');
  const fileError = file.error ?? (file.value ? (documentFileProblem(file.value) ?? undefined) : undefined);
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        required
        ref={title.ref}
        value={title.value}
        onChange={(event) => title.onChange(event.currentTarget.value)}
        onBlur={title.onBlur}
        error={title.error}
        disabled={disabled}
        maxLength={200}
      />
      <Select
        label="Type"
        required
        data={types.map((value) => ({ value, label: documentTypeLabel(value) }))}
        value={type.value}
        onChange={(value) => value && type.onChange(value as DocumentType)}
        allowDeselect={false}
        error={type.error}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      {withDescription ? (
        <Textarea
          label="Description"
          autosize
          minRows={2}
          ref={description.ref}
          value={description.value}
          onChange={(event) => description.onChange(event.currentTarget.value)}
          onBlur={description.onBlur}
          error={description.error}
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
          value={source.value}
          onChange={(value) => source.onChange(value as DocumentDraft['source'])}
          data={[
            { value: 'file', label: 'A file' },
            { value: 'url', label: 'A link' },
          ]}
          disabled={disabled}
          fullWidth
        />
      </Stack>
      {source.value === 'file' ? (
        <FileInput
          label="File"
          description="Images, PDF, Word, Excel, PowerPoint, CSV, TSV, Pages, ODT or RTF; 5 MB at most"
          placeholder="Choose a file"
          accept={ACCEPTED_DOCUMENTS}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          ref={file.ref}
          value={file.value}
          onChange={file.onChange}
          error={fileError}
          disabled={disabled}
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        />
      ) : (
        <TextInput
          label="Link"
          placeholder="https://"
          type="url"
          ref={url.ref}
          value={url.value}
          onChange={(event) => url.onChange(event.currentTarget.value)}
          onBlur={url.onBlur}
          error={url.error}
          disabled={disabled}
          leftSection={<IconLink size={16} aria-hidden="true" />}
        />
      )}
    </Stack>
  );
}
