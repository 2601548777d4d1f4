import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One layering (ARCHITECTURE.md): routes parse and call a service, services decide, repositories
 * own all SQL, presenters shape output. Only a repository — `repository.ts`, `<name>.repository.ts`
 * or a file in a `repository/` folder — may import `drizzle-orm` or the schema (`db/schema`), and
 * no routes file — `routes.ts`, `<name>-routes.ts` or `<name>.routes.ts` — may import a repository.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Infrastructure and test code that may use Drizzle directly, by path relative to src/. */
const EXEMPT: readonly RegExp[] = [
  /^db\//, // the client, migrations, the schema itself, factories and the demo seed
  /^test\//, // createTestApp and the test client
  /\.test\.ts$/,
  /(^|\/)([\w-]+\.)?test-(support|helpers)\.ts$/, // fixtures shared by a module's tests, whole or by subject
  /(^|\/)access\.matrix\.ts$/, // the authorization matrix's rows and the data they need
];

const relativeOf = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

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

export function isRoutes(relative: string): boolean {
  return /(^|\/|[.-])routes\.ts$|(^|\/)routes\//.test(relative) && !relative.endsWith('.test.ts');
}

/** The repositories (relative to src/) that a source at `file` (absolute) imports, types included. */
export function importedRepositories(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relativeOf(path.resolve(path.dirname(file), specifier)))
    .filter(isRepository);
}

const sqlOutsideRepositories = sourceFiles(SRC)
  .filter((file) => importsDrizzle(file, readFileSync(file, 'utf8')))
  .map(relativeOf)
  .filter((relative) => !isRepository(relative) && !EXEMPT.some((rule) => rule.test(relative)))
  .sort();

const routesReadingRepositories = sourceFiles(SRC)
  .filter((file) => isRoutes(relativeOf(file)))
  .flatMap((file) =>
    importedRepositories(file, readFileSync(file, 'utf8')).map(
      (target) => `${relativeOf(file)} -> ${target}`,
    ),
  )
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

describe('one layering: routes call services, never a repository', () => {
  it('knows a routes file by its name or folder', () => {
    expect(isRoutes('modules/company/routes.ts')).toBe(true);
    expect(isRoutes('modules/two-factor/login-routes.ts')).toBe(true);
    expect(isRoutes('modules/accounts/admin.routes.ts')).toBe(true);
    expect(isRoutes('modules/projects/routes/documents.ts')).toBe(true);
    expect(isRoutes('modules/auth/routes.test.ts')).toBe(false);
    expect(isRoutes('modules/company/service.ts')).toBe(false);
  });

  it('reads the repositories a file imports, typed and re-exported ones too', () => {
    const at = path.join(SRC, 'modules', 'x', 'routes.ts');
    expect(importedRepositories(at, "import { findX } from './repository.ts';")).toEqual([
      'modules/x/repository.ts',
    ]);
    expect(importedRepositories(at, "import type { Row } from '../y/rows.repository.ts';")).toEqual([
      'modules/y/rows.repository.ts',
    ]);
    expect(importedRepositories(at, "export { rate } from '../team/repository/rates.ts';")).toEqual([
      'modules/team/repository/rates.ts',
    ]);
    expect(importedRepositories(at, "import { findX } from './service.ts';")).toEqual([]);
  });

  it('no routes file imports a repository', () => {
    expect(routesReadingRepositories).toEqual([]);
  });
});
