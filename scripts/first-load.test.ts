import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '../packages/shared/src/appearance/color-scheme.ts';
import { coreMessages } from '../packages/shared/src/messages/core.ts';
import { FIRST_LOAD_BUDGET_BYTES, firstLoad } from './first-load.mjs';

/** Every string in a (nested) texts object. */
function leaves(texts: object): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? leaves(value) : [],
  );
}

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const messagesDir = fileURLToPath(new URL('../packages/shared/src/messages/', import.meta.url));

/** Every domain's texts: each `messages/<domain>.ts` but the shell's own (core), found by listing the folder. */
async function domainTexts(): Promise<object[]> {
  const files = readdirSync(messagesDir).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'core.ts',
  );
  const modules: Record<string, unknown>[] = await Promise.all(
    files.map((name) => import(path.join(messagesDir, name))),
  );
  return modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name, texts]) => name.endsWith('Messages') && typeof texts === 'object' && texts !== null)
      .map(([, texts]) => texts as object),
  );
}

let dist: string;

beforeAll(() => {
  // A build of its own: apps/web/dist may be stale, or being rebuilt by another command.
  dist = mkdtempSync(path.join(tmpdir(), 'kazi-web-budget-'));
  execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: web,
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}, 180_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web build', () => {
  it(`keeps the first load (entry, modulepreloaded chunks, CSS) under ${FIRST_LOAD_BUDGET_BYTES / 1024} KB gzipped`, () => {
    const load = firstLoad(dist);
    const table = load.files.map((file) => `${file.file}: ${file.raw} B, ${file.gzip} B gzip`).join('\n');
    expect(load.files.some((file) => file.file.endsWith('.js'))).toBe(true);
    expect(load.files.some((file) => file.file.endsWith('.css'))).toBe(true);
    expect(load.gzip, `first load ${load.gzip} B gzip:\n${table}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_BYTES,
    );
  });

  it("brings only the shell's texts at first paint: each domain's texts come with its lazy screens", async () => {
    const firstLoadScripts = firstLoad(dist)
      .files.filter((file) => file.file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file.file), 'utf8'))
      .join('\n');
    const shellTexts = new Set(leaves(coreMessages));
    const lazyTexts = (await domainTexts())
      .flatMap((texts) => leaves(texts))
      .filter((text) => text.length >= 25 && !/["'`\\\n]/.test(text) && !shellTexts.has(text));
    expect(lazyTexts.length).toBeGreaterThan(100);
    expect(lazyTexts.filter((text) => firstLoadScripts.includes(text))).toEqual([]);
    expect([...shellTexts].some((text) => firstLoadScripts.includes(text))).toBe(true);
  });

  it('writes a brotli and a gzip twin of every script, stylesheet and index.html, holding the same bytes', () => {
    const assets = readdirSync(path.join(dist, 'assets')).map((name) => `assets/${name}`);
    const texts = ['index.html', ...assets.filter((name) => /\.(js|css)$/.test(name))];
    for (const name of texts) {
      const raw = readFileSync(path.join(dist, name));
      if (raw.length < 1024) continue;
      expect(existsSync(path.join(dist, `${name}.br`)), `${name}.br`).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))).equals(raw)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dist, `${name}.gz`))).equals(raw)).toBe(true);
    }
  });

  it('styles every Mantine component a chunk uses (app/mantine-styles.ts imports them one by one)', () => {
    const mantineCss = readFileSync(
      fileURLToPath(new URL('../node_modules/@mantine/core/styles.css', import.meta.url)),
      'utf8',
    );
    const mantineClasses = new Set(mantineCss.match(/(?<=\.)m_[0-9a-f]{8}/g));
    const assets = readdirSync(path.join(dist, 'assets'));
    const read = (ext: string) =>
      assets
        .filter((name) => name.endsWith(ext))
        .map((name) => readFileSync(path.join(dist, 'assets', name), 'utf8'))
        .join('\n');
    const [scripts, styles] = [read('.js'), read('.css')];
    const used = [...new Set(scripts.match(/m_[0-9a-f]{8}/g))].filter((c) => mantineClasses.has(c));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((c) => !styles.includes(`.${c}`))).toEqual([]);
    // Not the whole stylesheet: the components the app never renders stay out.
    expect([...mantineClasses].filter((c) => !styles.includes(`.${c}`)).length).toBeGreaterThan(50);
  });

  it("styles the first HTML's cookie banner from index.html's stylesheet alone", () => {
    const html = readFileSync(path.join(dist, 'consent.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? '');
    const styles = sheets.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    const classes = [...new Set(html.match(/m_[0-9a-f]{8}/g))];
    expect(classes.length).toBeGreaterThan(5);
    expect(classes.filter((c) => !styles.includes(`.${c}`))).toEqual([]);
  });

  it("sets the colour scheme in the head before any stylesheet or body: the one inline script, the CSP's hash", () => {
    for (const page of ['index.html', 'consent.html']) {
      const html = readFileSync(path.join(dist, page), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline, page).toEqual([COLOR_SCHEME_SCRIPT]);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf(COLOR_SCHEME_SCRIPT), page).toBeGreaterThan(0);
      expect(head.indexOf(COLOR_SCHEME_SCRIPT), page).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    }
  });

  it('paints the boot screen from index.html, before any script ran', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="root">[\s\S]*<main[^>]*>[\s\S]*role="status"[\s\S]*Loading…/);
  });
});
