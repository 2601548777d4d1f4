import {
  CLIENT_DOCUMENT_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  documentTypeLabel,
  isValidLink,
  type ProjectDocument,
} from '@kazi/shared/documents/schemas';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyProjectUpdated } from '@/features/project-settings/notify.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { useLiveErrors } from '@/lib/forms/live-errors.ts';
import { useUpdateDocument } from '../api/documents.ts';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';

interface EditDocumentDialogProps {
  projectId: number;
  document: ProjectDocument | null;
  /** Staff (`manage_documents`): every type, and the status (the API refuses it to others). */
  allTypes: boolean;
  onClose: () => void;
}

/** Rename a document, change its type, or (for a link) its address; staff also its status. */
export function EditDocumentDialog({ projectId, document, allTypes, onClose }: EditDocumentDialogProps) {
  const update = useUpdateDocument(projectId);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<DocumentType>('other');
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<DocumentStatus>('approved');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setTitle(document?.title ?? '');
    setType(document?.type ?? 'other');
    setUrl(document?.url ?? '');
    setStatus(document?.status ?? 'approved');
    setErrors({});
  }, [document]);
  const live = useLiveErrors(errors);
  const types: readonly DocumentType[] = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!document) return;
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = projectsMessages.documents.nameRequired;
    if (document.url !== null && !isValidLink(url))
      found.url = url.trim() ? projectsMessages.documents.invalidLink : projectsMessages.documents.addUrl;
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      {
        id: document.id,
        title: title.trim(),
        type,
        ...(document.url !== null ? { url: url.trim() } : {}),
        ...(allTypes && status !== document.status ? { status } : {}),
      },
      {
        onSuccess: () => {
          notifyProjectUpdated();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
          }
        },
      },
    );
  };

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
          {update.isError && !Object.keys(errors).length ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            value={title}
            onChange={(e) => {
              live.markChanged('title');
              setTitle(e.currentTarget.value);
            }}
            error={live.errors.title}
            maxLength={200}
          />
          <Select
            label="Type"
            data={types.map((value) => ({ value, label: documentTypeLabel(value) }))}
            value={type}
            onChange={(value) => value && setType(value as DocumentType)}
            allowDeselect={false}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
          {allTypes ? (
            <Select
              label="Status"
              data={DOCUMENT_STATUSES.map((value) => ({
                value,
                label: projectsMessages.documents.statusLabels[value],
              }))}
              value={status}
              onChange={(value) => value && setStatus(value as DocumentStatus)}
              allowDeselect={false}
              error={errors.status}
              comboboxProps={{ withinPortal: true }}
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
            <TextInput
              label="Link"
              type="url"
              value={url}
              onChange={(e) => {
                live.markChanged('url');
                setUrl(e.currentTarget.value);
              }}
              error={live.errors.url}
            />
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
