import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_DOCUMENT_TYPES, DOCUMENT_TYPES, type DocumentType } from '@kazi/shared/documents/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors.ts';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { useCreateDocument } from '../api/documents.ts';
import { type DocumentDraft, documentDraftSchema, emptyDocument } from '../document-draft.ts';
import { DocumentFields } from './DocumentFields.tsx';

interface AddDocumentDialogProps {
  projectId: number;
  /** Staff add every type; the project's client adds requirements, wireframes and other documents. */
  allTypes: boolean;
  opened: boolean;
  onClose: () => void;
}

const FIELDS = ['title', 'type', 'file', 'url', 'description'] as const;

/** A refused upload (413 too large, 415 its type) belongs to the file, not above the form. */
function fileRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return coreMessages.upload.tooLarge;
  if (error.status === 415) return format(coreMessages.upload.typeError, { message: error.message });
  return null;
}

export function AddDocumentDialog({ projectId, allTypes, opened, onClose }: AddDocumentDialogProps) {
  const types: readonly DocumentType[] = allTypes ? DOCUMENT_TYPES : CLIENT_DOCUMENT_TYPES;
  const empty = () => emptyDocument(allTypes ? 'other' : 'requirements');
  const form = useForm<DocumentDraft>({
    resolver: zodResolver(documentDraftSchema, undefined, { raw: true }),
    defaultValues: empty(),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateDocument(projectId);
  const close = () => {
    form.reset(empty());
    setAlert(null);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((draft) => {
    setAlert(null);
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
      onError: (error) => {
        const refusal = fileRefusal(error);
        if (refusal) form.setError('file', { type: 'server', message: refusal }, { shouldFocus: true });
        else setAlert(showServerErrors(error, form.setError, FIELDS));
      },
    });
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Add a document"
      centered
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {alert ? (
              <Alert role="alert" color="red" variant="light">
                {alert}
              </Alert>
            ) : null}
            <DocumentFields types={types} withDescription disabled={create.isPending} />
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
      </FormProvider>
    </Modal>
  );
}
