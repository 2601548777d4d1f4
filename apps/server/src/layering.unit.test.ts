import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One layering (ARCHITECTURE.md): routes parse and call a service, services decide, repositories
 * own all SQL, presenters shape output. Only a repository — `repository.ts`, `<name>.repository.ts`
 * or a file in a `repository/` folder — may import `drizzle-orm` or the schema (`db/schema`).
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Infrastructure and test code that may use Drizzle directly, by path relative to src/. */
const EXEMPT: readonly RegExp[] = [
  /^db\//, // the client, migrations, the schema itself, factories and the demo seed
  /^test\//, // createTestApp and the test client
  /\.test\.ts$/,
  /(^|\/)test-(support|helpers)\.ts$/, // fixtures shared by a module's tests
  /(^|\/)access\.matrix\.ts$/, // the authorization matrix's rows and the data they need
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'";]*?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether a source (at `file`, absolute) imports drizzle-orm or anything under src/db/schema. */
export function importsDrizzle(file: string, text: string): boolean {
  const schema = path.join(SRC, 'db', 'schema');
  return [...text.matchAll(SPECIFIER)].some((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return true;
    if (!specifier.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), specifier);
    return target === schema || target.startsWith(`${schema}${path.sep}`);
  });
}

export function isRepository(relative: string): boolean {
  return /(^|\/)repository\.ts$|\.repository\.ts$|(^|\/)repository\//.test(relative);
}

const relativeOf = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const sqlOutsideRepositories = sourceFiles(SRC)
  .filter((file) => importsDrizzle(file, readFileSync(file, 'utf8')))
  .map(relativeOf)
  .filter((relative) => !isRepository(relative) && !EXEMPT.some((rule) => rule.test(relative)))
  .sort();

describe('one layering: only repositories import drizzle-orm or the schema', () => {
  it('reads drizzle-orm and schema imports, typed, re-exported and dynamic ones too', () => {
    const at = path.join(SRC, 'modules', 'x', 'service.ts');
    expect(importsDrizzle(at, "import { eq } from 'drizzle-orm';")).toBe(true);
    expect(importsDrizzle(at, "import { pgTable } from 'drizzle-orm/pg-core';")).toBe(true);
    expect(importsDrizzle(at, "import type { users } from '../../db/schema/index.ts';")).toBe(true);
    expect(importsDrizzle(at, "export { users } from '../../db/schema/users.ts';")).toBe(true);
    expect(importsDrizzle(at, "const s = await import('../../db/schema/index.ts');")).toBe(true);
    expect(importsDrizzle(at, "import type { Db } from '../../db/client.ts';")).toBe(false);
    expect(importsDrizzle(at, "import { findUser } from './repository.ts';")).toBe(false);
  });

  it('knows a repository by its name or folder', () => {
    expect(isRepository('modules/company/repository.ts')).toBe(true);
    expect(isRepository('modules/users/admin.repository.ts')).toBe(true);
    expect(isRepository('modules/team/repository/rates.ts')).toBe(true);
    expect(isRepository('modules/company/service.ts')).toBe(false);
    expect(isRepository('modules/company/routes.ts')).toBe(false);
  });

  it('no route, service, presenter or helper runs SQL', () => {
    expect(sqlOutsideRepositories).toEqual([]);
  });
});
