import { DOCUMENT_TYPES, documentTypeLabel, type ProjectDocument } from '@kazi/shared/documents/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Alert, Button, Card, Divider, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconFilePlus, IconFiles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { documentsQuery, useDeleteDocument } from '../api/documents.ts';
import { AddDocumentDialog } from './AddDocumentDialog.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import { EditDocumentDialog } from './EditDocumentDialog.tsx';

/**
 * Documents: grouped by type under Requirements, Wireframes, Estimate,
 * Proposal, Planning, Timeline, Other and Contracts; download or open each; staff add and delete,
 * the project's client adds requirements, wireframes and other documents; nothing changes on an
 * archived project.
 */
export function DocumentsPage({ project }: { project: ProjectDetail }) {
  const documents = useQuery(documentsQuery(project.id));
  const remove = useDeleteDocument(project.id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProjectDocument | null>(null);
  const [deleting, setDeleting] = useState<ProjectDocument | null>(null);
  const editable = !project.archived;
  const canAdd = editable && project.abilities.add_client_documents;
  const allTypes = project.abilities.manage_documents;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(projectsMessages.documents.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyError(error),
    });
  };

  const addButton = canAdd ? (
    <Button leftSection={<IconFilePlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
      Add document
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (documents.isError) {
    body = (
      <ErrorState
        error={documents.error}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  } else if (documents.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={coreMessages.generic.loading}>
        <Skeleton h={56} />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  } else if (!documents.data.results.length) {
    body = (
      <EmptyState
        icon={<IconFiles size={28} stroke={1.6} aria-hidden="true" />}
        title={projectsMessages.documents.empty}
        description={projectsMessages.documents.emptyDetail}
        action={addButton}
      />
    );
  } else {
    const groups = DOCUMENT_TYPES.map((type) => ({
      type,
      items: documents.data.results.filter((d) => d.type === type),
    })).filter((group) => group.items.length);
    body = (
      <Stack gap="lg">
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`documents-${group.type}`}>
            <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700} id={`documents-${group.type}`} mb={4}>
              {documentTypeLabel(group.type)} ({group.items.length})
            </Title>
            {group.items.map((document, index) => (
              <Fragment key={document.id}>
                {index ? <Divider /> : null}
                <DocumentRow
                  document={document}
                  editable={editable}
                  onEdit={() => setEditing(document)}
                  onDelete={() => setDeleting(document)}
                />
              </Fragment>
            ))}
          </section>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {project.archived ? (
        <Alert color="gray" variant="light" icon={<IconArchive size={18} aria-hidden="true" />}>
          {projectsMessages.documents.archived}
        </Alert>
      ) : null}
      <Card>
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            Documents
          </Title>
          {documents.data?.results.length ? addButton : null}
        </Group>
        {body}
      </Card>
      {canAdd ? (
        <AddDocumentDialog
          projectId={project.id}
          allTypes={allTypes}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <EditDocumentDialog
        projectId={project.id}
        document={editing}
        allTypes={allTypes}
        onClose={() => setEditing(null)}
      />
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete document"
        centered
      >
        <Stack gap="lg">
          <Text>{format(projectsMessages.documents.deleteConfirm, { title: deleting?.title ?? '' })}</Text>
          <Text size="sm" c="dimmed">
            {projectsMessages.documents.deleteDetail}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
