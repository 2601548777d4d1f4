import { describe, expect, it } from 'vitest';
import { type DocumentsActivityData, documentsActivity } from './activity.ts';

const doc = { id: 2, title: 'Requirements v2' };

const SAMPLES: { [A in keyof DocumentsActivityData]: [DocumentsActivityData[A], string] } = {
  project_document_updated: [{ document: doc }, 'updated the document Requirements v2'],
  project_document_added: [{ documents: [doc] }, 'added the document Requirements v2'],
  project_document_removed: [{ document: doc }, 'removed the document Requirements v2'],
};

describe("the documents' activity sentences", () => {
  it('has a sample for every action label', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(documentsActivity).sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads well', (action, [data, sentence]) => {
    expect(documentsActivity[action as keyof DocumentsActivityData](data as never)).toBe(sentence);
  });

  it('counts several documents added at once', () => {
    expect(documentsActivity.project_document_added({ documents: [doc, doc] })).toBe('added 2 documents');
  });
});
