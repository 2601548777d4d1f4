import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ENV_VARIABLES } from '../apps/server/src/config.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

it('README documents every environment variable the server reads', () => {
  const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]);
  expect(documented.sort()).toEqual([...ENV_VARIABLES].sort());
});

it('README shows the two quick-start commands', () => {
  expect(readme).toContain('npm install && npm start');
  expect(readme).toContain('npm test');
});
