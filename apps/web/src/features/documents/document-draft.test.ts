import { describe, expect, it } from 'vitest';
import { appendDocument, emptyDocument } from './document-draft.ts';

describe('appendDocument', () => {
  it('uses nested keys under a prefix', () => {
    const form = new FormData();
    appendDocument(form, 'documents[0]', {
      ...emptyDocument('requirements'),
      title: ' Spec ',
      source: 'url',
      url: 'https://x.io',
    });
    expect([...form.keys()]).toEqual(['documents[0][title]', 'documents[0][type]', 'documents[0][url]']);
    expect(form.get('documents[0][title]')).toBe('Spec');
  });
});
