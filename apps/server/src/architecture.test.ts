import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The import graph of the server's modules (src/modules/<module>/…), read with a regex over the
 * sources: the project core is the only way into the projects module, the core imports no domain,
 * and no two modules import each other, directly or around a loop.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'modules');
const CORE = 'project-core';

interface Import {
  file: string;
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative imports of a source, resolved to absolute paths. */
export function importsOf(file: string, text: string): Import[] {
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ file, target: path.resolve(path.dirname(file), specifier) }));
}

/** The module a path belongs to (`team` for modules/team/x.ts), or null outside any module. */
export function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

const isTest = (file: string) => /\.test\.ts$|[/\\]([\w-]+\.)?test-support\.ts$/.test(file);
/** `repository.ts`, `x.repository.ts`, or a file in a `repository/` folder. */
const isRepository = (file: string) =>
  /(^|\.)repository\.ts$/.test(path.basename(file)) || file.split(path.sep).includes('repository');
const show = (file: string) => path.relative(SRC, file);

const files = sourceFiles(SRC);
const imports = files.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')));
const crossModule = imports.filter((edge) => {
  const from = moduleOf(edge.file);
  const to = moduleOf(edge.target);
  return from !== null && to !== null && from !== to;
});

/** Modules that import the core: the project-scoped domains. */
const domains = new Set(
  crossModule.filter((edge) => moduleOf(edge.target) === CORE).map((edge) => moduleOf(edge.file) as string),
);

/** A loop of modules (each importing the next), or null. */
export function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = stack.indexOf(node);
    if (at >= 0) return [...stack.slice(at), node];
    if (done.has(node)) return null;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the import graph of the server modules', () => {
  it('reads imports, re-exports and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('./d.ts');",
      "import 'zod';",
    ].join('\n');
    const targets = importsOf('/x/m/file.ts', text).map((edge) => edge.target);
    expect(targets).toEqual(['/x/m/a.ts', '/x/b/b.ts', '/x/m/c.ts', '/x/m/d.ts']);
  });

  it('finds a loop of modules, and none in a tree', () => {
    const loop = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(loop)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b', 'c'])],
          ['b', new Set(['c'])],
        ]),
      ),
    ).toBeNull();
  });

  it('no module imports modules/projects/* (the project core is the way in)', () => {
    const offending = crossModule
      .filter((edge) => moduleOf(edge.target) === 'projects')
      .map((edge) => `${show(edge.file)} → ${show(edge.target)}`);
    expect(offending).toEqual([]);
  });

  it('other modules import the project core only through its index.ts', () => {
    const offending = crossModule
      .filter((edge) => moduleOf(edge.target) === CORE && path.basename(edge.target) !== 'index.ts')
      .map((edge) => `${show(edge.file)} → ${show(edge.target)}`);
    expect(offending).toEqual([]);
  });

  it('the project core imports no domain and no registry', () => {
    expect([...domains].sort()).toEqual(
      expect.arrayContaining(['documents', 'planning', 'projects', 'team']),
    );
    const offending = imports
      .filter((edge) => moduleOf(edge.file) === CORE)
      .filter((edge) => {
        const to = moduleOf(edge.target);
        return (to !== null && domains.has(to)) || (edge.target.startsWith(MODULES) && to === null);
      })
      .map((edge) => `${show(edge.file)} → ${show(edge.target)}`);
    expect(offending).toEqual([]);
  });

  it('in the project-scoped modules only repositories import drizzle-orm or the schema', () => {
    const scoped = new Set([CORE, 'activity', ...domains]);
    const offending = files
      .filter((file) => scoped.has(moduleOf(file) ?? '') && !isTest(file) && !isRepository(file))
      .filter((file) =>
        /from ['"](drizzle-orm[^'"]*|[^'"]*\/db\/schema\/[^'"]*)['"]/.test(readFileSync(file, 'utf8')),
      )
      .map(show);
    expect(offending).toEqual([]);
  });

  it('has no cycles between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const edge of crossModule) {
      if (isTest(edge.file)) continue;
      const from = moduleOf(edge.file) as string;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(moduleOf(edge.target) as string);
      edges.set(from, targets);
    }
    expect(findCycle(edges)).toBeNull();
  });
});

describe('the API suite', () => {
  // vitest.config.ts isolates only *.mocks.test.ts: a module mock elsewhere would leak into, or
  // miss, the other files of its worker.
  it('mocks modules only in files named *.mocks.test.ts', () => {
    const offending = files
      .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.mocks.test.ts'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .map(show);
    expect(offending).toEqual([]);
  });
});
