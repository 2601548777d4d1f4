import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpload } from './payout-sheets.ts';

/** A fake `fetch` that answers every call with `{}` and remembers what was sent. */
function fakeServer() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

beforeEach(() => vi.stubGlobal('document', { cookie: 'csrftoken=t' }));
afterEach(() => vi.unstubAllGlobals());

describe('applying an uploaded sheet (ADR 035)', () => {
  it("sends the preview's token with the preview's Idempotency-Key (ADR 029), the same on every Apply", async () => {
    const calls = fakeServer();
    const input = { previewToken: 'token.mac', idempotencyKey: 'preview-key-1' };
    await applyUpload(input);
    await applyUpload(input);
    expect(calls).toHaveLength(2);
    for (const { url, init } of calls) {
      expect(url).toBe('/api/invoices/upload/apply/');
      expect(init.method).toBe('POST');
      expect(init.body).toBe('{"preview_token":"token.mac"}');
      expect(header(init, 'Idempotency-Key')).toBe('preview-key-1');
      expect(header(init, 'X-CSRFToken')).toBe('t');
    }
  });
});
