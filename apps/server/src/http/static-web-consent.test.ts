import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { CONSENT_CLOSED_COOKIE, CONSENT_COOKIE, encodeConsent } from '@kazi/shared/privacy/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const INDEX = `<!doctype html><html lang="en"><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const CONSENT = INDEX.replace('</body>', '<section id="kazi-consent-static">banner</section></body>');
const DAY = 86_400_000;

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  // A web build with apps/web/build/consent-banner.ts's page beside index.html, twins included.
  webDist = mkdtempSync(path.join(tmpdir(), 'kazi-web-consent-'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['consent.html', CONSENT],
  ] as const) {
    const file = path.join(webDist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/login', headers: cookie ? { cookie } : {} });
const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

describe('the page with the static cookie banner', () => {
  it('is what a visitor who never answered the banner gets, compressed, varying by cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/projects/3',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CONSENT);
  });

  it('is not sent once the banner was answered or closed', async () => {
    const now = Date.now();
    expect((await page(cookie(CONSENT_COOKIE, encodeConsent(now, ['essential'])))).body).toBe(INDEX);
    expect((await page(cookie(CONSENT_CLOSED_COOKIE, String(now)))).body).toBe(INDEX);
    expect((await page(`csrftoken=x; ${cookie(CONSENT_COOKIE, encodeConsent(now, []))}`)).body).toBe(INDEX);
  });

  it('is sent again when the answer expired (365 days) or cannot be read, as the web app asks again', async () => {
    expect(
      (await page(cookie(CONSENT_COOKIE, encodeConsent(Date.now() - 366 * DAY, ['essential'])))).body,
    ).toBe(CONSENT);
    expect((await page(cookie(CONSENT_COOKIE, 'garbage'))).body).toBe(CONSENT);
    expect((await page('sessionid=abc; csrftoken=def')).body).toBe(CONSENT);
  });
});
