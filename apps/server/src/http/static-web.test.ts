import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Kazi</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const text = ${JSON.stringify('kazi '.repeat(2_000))};\n`;
const ASSET = '/assets/index-abc123.js';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  // A web build as apps/web's `vite build` writes it: files plus their .br and .gz twins.
  webDist = mkdtempSync(path.join(tmpdir(), 'kazi-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  const files: [string, string][] = [
    ['index.html', INDEX],
    [ASSET.slice(1), SCRIPT],
  ];
  for (const [name, text] of files) {
    const file = path.join(webDist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('the web app', () => {
  it.each(['/', '/login', '/projects/1', '/projects/1/team?tab=x'])(
    'answers %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('answers HEAD / as GET /, without a body', async () => {
    const [head, get_] = [await get('/', {}, 'HEAD'), await get('/')];
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get_.headers['content-type']);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
  });

  it('keeps unknown API paths and other methods on the JSON 404', async () => {
    for (const response of [
      await get('/api/nothing/'),
      await get('/api'),
      await get('/api?x=1'),
      await t.app.inject({ method: 'POST', url: '/projects/1' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const missingFile = await get('/assets/missing-123.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('precompressed files', () => {
  it('sends brotli when accepted, with the original type and Vary', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as is to a client that accepts neither', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses index.html too, for every deep link', async () => {
    const response = await get('/projects/1', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('never serves a twin under its own name', async () => {
    expect((await get(`${ASSET}.br`)).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('serves a file without twins as it is', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
