import type { Role } from '@kazi/shared/auth/roles';
import { addFileDocument, addLinkDocument } from '../../db/factories/documents.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { MISSING, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

/** A project nobody has, for the list and the upload (decided per project in documents.test.ts). */
const NONE = 999_999;
const EDIT = { title: 'Edited by the authorization matrix' };

/**
 * Documents of the caller's project (test/matrix-projects.ts): a requirements file the caller
 * added (`documentId`) and a link (`spareDocumentId`, deleted by staff). Everyone who opens the
 * project reads and downloads; staff (`project.manage_documents`) change and delete any
 * document; the client, its owner, changes the ones they added; other roles may not (403). A
 * document of the stranger's project is 404.
 */
export const documentsMatrix: MatrixSection = {
  expected: {
    'GET /api/documents/': signedIn(),
    'POST /api/documents/': signedIn(),
    'GET /api/documents/:id/': succeeds(signedIn(), 200),
    'PATCH /api/documents/:id/': succeeds(only('admin', 'staff', 'client'), 200),
    'DELETE /api/documents/:id/': succeeds(only('admin', 'staff'), 204),
    'GET /api/documents/:id/download/': succeeds(signedIn(), 200),
  },
  requests: {
    'GET /api/documents/': () => ({ kind: 'json', query: `project=${NONE}` }),
    'POST /api/documents/': () => ({
      kind: 'json',
      body: { project: { id: NONE }, title: 'Matrix', url: 'https://example.com' },
    }),
    'GET /api/documents/:id/': onRecord('documentId'),
    'PATCH /api/documents/:id/': onRecord('documentId', EDIT),
    'DELETE /api/documents/:id/': onRecord('spareDocumentId'),
    'GET /api/documents/:id/download/': onRecord('documentId'),
  },
  unreachable: {
    'GET /api/documents/:id/': outOfReach('foreignDocumentId'),
    'PATCH /api/documents/:id/': outOfReach('foreignDocumentId', EDIT),
    'DELETE /api/documents/:id/': () => ({ kind: 'json', params: { id: MISSING } }),
    'GET /api/documents/:id/download/': outOfReach('foreignDocumentId'),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const documents = new Map<Role, { documentId: number; spareDocumentId: number }>();
    for (const [role, project] of projects.home) {
      const user = users.get(role);
      if (!user) continue;
      const added = { type: 'requirements', createdById: user.id } as const;
      documents.set(role, {
        documentId: (
          await addFileDocument(app.db, project.id, 'Brief', 'brief.pdf', user.id, app.fileStore, added)
        ).id,
        spareDocumentId: (await addLinkDocument(app.db, project.id, 'Board', 'https://example.com/board')).id,
      });
    }
    const foreign = await addFileDocument(
      app.db,
      projects.foreign.id,
      'Stranger brief',
      'stranger.pdf',
      projects.stranger.id,
      app.fileStore,
    );
    return (caller) => ({
      ...documents.get(caller === 'anonymous' ? 'admin' : caller),
      foreignDocumentId: foreign.id,
    });
  },
};
