import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOC_PATH, withGeneratedTable } from './permissions-doc.ts';

it('docs/permissions.md shows the permission registry as it is (npm run docs:permissions)', () => {
  const document = readFileSync(DOC_PATH, 'utf8');
  expect(document).toBe(withGeneratedTable(document));
});
