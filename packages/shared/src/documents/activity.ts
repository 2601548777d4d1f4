import type { ActivitySentences } from '../project-core/activity.ts';

/** A document as the activity data keeps it (its title at the time). */
interface ActivityDocumentRef {
  id: number;
  title: string;
}

/** The documents' feed actions. */
export interface DocumentsActivityData {
  project_document_updated: { document: ActivityDocumentRef };
  project_document_added: { documents: ActivityDocumentRef[] };
  // Beyond the spec's list:
  project_document_removed: { document: ActivityDocumentRef };
}

declare module '../project-core/activity.ts' {
  interface ProjectActivityData extends DocumentsActivityData {}
}

const documentTitle = (document: ActivityDocumentRef | undefined) => document?.title ?? 'a document';

export const documentsActivity: ActivitySentences<DocumentsActivityData> = {
  project_document_added: (d) => {
    const documents = d.documents ?? [];
    return `added ${documents.length === 1 ? `the document ${documents[0]?.title}` : `${documents.length} documents`}`;
  },
  project_document_updated: (d) => `updated the document ${documentTitle(d.document)}`,
  project_document_removed: (d) => `removed the document ${documentTitle(d.document)}`,
};
