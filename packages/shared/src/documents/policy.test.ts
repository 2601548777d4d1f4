import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentAbilities, isClientDocumentType } from './policy.ts';
import { CLIENT_DOCUMENT_TYPES, DOCUMENT_TYPES, type DocumentType } from './schemas.ts';

const staff = { manage_documents: true, add_client_documents: true };
const client = { manage_documents: false, add_client_documents: true };
const reader = { manage_documents: false, add_client_documents: false };
const ME = 5;

describe('documentAbilities', () => {
  it.each([
    ['staff, anyone’s contract', staff, { createdById: 9, type: 'contract' }, true, true],
    ['staff, no creator', staff, { createdById: null, type: 'estimate' }, true, true],
    ['a client, their requirements', client, { createdById: ME, type: 'requirements' }, true, false],
    ['a client, their other document', client, { createdById: ME, type: 'other' }, true, false],
    ['a client, someone else’s requirements', client, { createdById: 9, type: 'requirements' }, false, false],
    ['a client, a staff type they added', client, { createdById: ME, type: 'contract' }, false, false],
    ['a reader, a document they added', reader, { createdById: ME, type: 'requirements' }, false, false],
  ] as const)('%s: edit %s, delete %s', (_, project, document, edit, remove) => {
    expect(documentAbilities(project, document, ME)).toEqual({ edit, delete: remove });
  });

  it('lets only staff delete, and lets whoever deletes also edit', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.constantFrom(...DOCUMENT_TYPES),
        (manage, addClient, createdById, type: DocumentType) => {
          const project = { manage_documents: manage, add_client_documents: addClient };
          const abilities = documentAbilities(project, { createdById, type }, ME);
          const clientEdits =
            addClient && createdById === ME && (CLIENT_DOCUMENT_TYPES as readonly string[]).includes(type);
          return abilities.delete === manage && abilities.edit === (manage || clientEdits);
        },
      ),
    );
  });
});

describe('isClientDocumentType', () => {
  it.each(DOCUMENT_TYPES.map((type) => [type, (CLIENT_DOCUMENT_TYPES as readonly string[]).includes(type)]))(
    '%s: %s',
    (type, client) => {
      expect(isClientDocumentType(type)).toBe(client);
    },
  );
  it('refuses what is no document type', () => {
    expect(isClientDocumentType('invoice')).toBe(false);
  });
});
