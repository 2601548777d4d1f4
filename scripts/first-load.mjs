// @ts-check
// What a browser must download before the web app's first screen: index.html's entry script, the
// chunks it modulepreloads and its stylesheets, each measured gzipped (level 9, as the build's .gz
// twins). Used by the first-load budget test and the bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first-load budget (issue 14): entry + modulepreloaded chunks + linked CSS, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

/**
 * @param {string} distDir a web build (apps/web/dist)
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function firstLoad(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(urls)]
    .filter((url) => url.startsWith('/'))
    .map((url) => {
      const bytes = readFileSync(path.join(distDir, url));
      return { file: url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
