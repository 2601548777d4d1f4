import { CLIENT_DOCUMENT_TYPES, DOCUMENT_TYPES, type DocumentType } from '@kazi/shared/documents/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { useCreateDocument } from '../api/documents.ts';
import {
  type DocumentDraft,
  type DocumentDraftErrors,
  documentDraftErrors,
  emptyDocument,
} from '../document-draft.ts';
import { DocumentForm } from './DocumentForm.tsx';

interface AddDocumentDialogProps {
  projectId: number;
  /** Staff add every type; the project's client adds requirements, wireframes and other documents. */
  allTypes: boolean;
  opened: boolean;
  onClose: () => void;
}

/** The server's answer as field errors: 413 and 415 belong to the file. */
function serverErrors(error: unknown): DocumentDraftErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return { file: coreMessages.upload.tooLarge };
  if (error.status === 415)
    return { file: format(coreMessages.upload.typeError, { message: error.message }) };
  const fields = error.fieldErrors;
  const picked: DocumentDraftErrors = {};
  for (const key of ['title', 'type', 'file', 'url', 'description'] as const) {
    if (fields[key]?.[0]) picked[key] = fields[key][0];
  }
  return Object.keys(picked).length ? picked : null;
}

export function AddDocumentDialog({ projectId, allTypes, opened, onClose }: AddDocumentDialogProps) {
  const types: readonly DocumentType[] = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;
  const [draft, setDraft] = useState<DocumentDraft>(() => emptyDocument(allTypes ? 'other' : 'requirements'));
  const [errors, setErrors] = useState<DocumentDraftErrors>({});
  const create = useCreateDocument(projectId);
  const close = () => {
    setDraft(emptyDocument(allTypes ? 'other' : 'requirements'));
    setErrors({});
    create.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = documentDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(draft, {
      onSuccess: () => {
        notifications.show({
          message: projectsMessages.documents.added,
          color: 'kazi',
          autoClose: 5000,
          role: 'status',
        });
        close();
      },
      onError: (error) => setErrors(serverErrors(error) ?? {}),
    });
  };
  const unexplained = create.isError && !serverErrors(create.error);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Add a document"
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {unexplained ? (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
          <DocumentForm
            value={draft}
            onChange={setDraft}
            types={types}
            errors={errors}
            withDescription
            disabled={create.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add document
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
