import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, type Permission, ROLE_PERMISSIONS } from '../packages/shared/src/auth/permissions.ts';
import { ROLE_LABELS, ROLES } from '../packages/shared/src/auth/roles.ts';

export const DOC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/permissions.md');
const START = '<!-- generated:start (npm run docs:permissions) -->';
const END = '<!-- generated:end -->';

const SHORT: Record<string, string> = {
  admin: 'Admin',
  pay_admin: 'Pay',
  staff: 'Staff',
  space_lead: 'Lead',
  client_manager: 'CM',
  client_support_officer: 'CSO',
  client: 'Client',
  developer: 'Dev',
  designer: 'Design',
};

/** The role × permission table of docs/permissions.md, rendered from the registry. */
export function renderPermissionTable(): string {
  const header = `| Permission | What it allows | ${ROLES.map((r) => SHORT[r]).join(' | ')} |`;
  const rule = `|---|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map((permission) => {
    const cells = ROLES.map((role) =>
      (ROLE_PERMISSIONS[role] as Permission[]).includes(permission) ? '✓' : '',
    );
    return `| \`${permission}\` | ${PERMISSIONS[permission]} | ${cells.join(' | ')} |`;
  });
  const legend = ROLES.map((r) => `${SHORT[r]} = ${ROLE_LABELS[r]}`).join(', ');
  return [START, '', legend, '', header, rule, ...rows, '', END].join('\n');
}

export function withGeneratedTable(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${DOC_PATH} lacks the generated-section markers`);
  return document.slice(0, start) + renderPermissionTable() + document.slice(end + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(DOC_PATH, withGeneratedTable(readFileSync(DOC_PATH, 'utf8')));
  console.log(`updated ${path.relative(process.cwd(), DOC_PATH)}`);
}
