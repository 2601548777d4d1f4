import { zodResolver } from '@hookform/resolvers/zod';
import { type DocumentChangeValues, documentChangeForm } from '@kazi/shared/documents/form';
import {
  CLIENT_DOCUMENT_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  documentTypeLabel,
  type ProjectDocument,
} from '@kazi/shared/documents/schemas';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notifyProjectUpdated } from '@/features/project-settings/notify.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useUpdateDocument } from '../api/documents.ts';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';

interface EditDocumentDialogProps {
  projectId: number;
  document: ProjectDocument | null;
  /** Staff (`manage_documents`): every type, and the status (the API refuses it to others). */
  allTypes: boolean;
  onClose: () => void;
}

const FIELDS = ['title', 'type', 'status', 'url'] as const;

const valuesOf = (document: ProjectDocument | null): DocumentChangeValues => ({
  title: document?.title ?? '',
  type: document?.type ?? 'other',
  status: document?.status ?? 'approved',
  url: document ? document.url : null,
});

/** Rename a document, change its type, or (for a link) its address; staff also its status. */
export function EditDocumentDialog({ projectId, document, allTypes, onClose }: EditDocumentDialogProps) {
  const update = useUpdateDocument(projectId);
  const form = useForm<DocumentChangeValues>({
    resolver: zodResolver(documentChangeForm, undefined, { raw: true }),
    defaultValues: valuesOf(document),
  });
  const { errors } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    form.reset(valuesOf(document));
    setAlert(null);
  }, [document, form]);
  const types: readonly DocumentType[] = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;

  const submit = form.handleSubmit((values) => {
    if (!document) return;
    setAlert(null);
    update.mutate(
      {
        id: document.id,
        title: values.title.trim(),
        type: values.type,
        ...(values.url !== null ? { url: values.url.trim() } : {}),
        ...(allTypes && values.status !== document.status ? { status: values.status } : {}),
      },
      {
        onSuccess: () => {
          notifyProjectUpdated();
          onClose();
        },
        onError: (error) => setAlert(showServerErrors(error, form.setError, FIELDS)),
      },
    );
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={document !== null}
      onClose={onClose}
      title="Change document"
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {alert ? (
            <Alert role="alert" color="red" variant="light">
              {alert}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            error={errors.title?.message}
            maxLength={200}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label="Type"
                data={types.map((value) => ({ value, label: documentTypeLabel(value) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value as DocumentType)}
                allowDeselect={false}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {allTypes ? (
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <Select
                  label="Status"
                  data={DOCUMENT_STATUSES.map((value) => ({
                    value,
                    label: projectsMessages.documents.statusLabels[value],
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value as DocumentStatus)}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          ) : document ? (
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Status
              </Text>
              <DocumentStatusBadge status={document.status} />
            </Group>
          ) : null}
          {document?.url !== null ? (
            <TextInput label="Link" type="url" error={errors.url?.message} {...form.register('url')} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
