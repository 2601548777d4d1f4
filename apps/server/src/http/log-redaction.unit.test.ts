import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('the URL a log keeps', () => {
  it.each([
    [
      '/api/shared-shortlists/CLaUyk7LzdmG4Jxqvw7BFp70B6ibxuYGNWtKWm3qdTY/unlock/',
      '/api/shared-shortlists/[secret]/unlock/',
    ],
    ['/shortlist/CLaUyk7LzdmG4Jxqvw7BFp70B6ibxuYGNWtKWm3qdTY', '/shortlist/[secret]'],
    ['/api/invites/key/3f9a1c2b7d8e4f6a9b0c1d2e3f4a5b6c/', '/api/invites/key/[secret]/'],
    ['/password/MTI/c9x4k2-0f8a3b7c6d5e4f3a2b1c0d9e', '/password/MTI/[secret]'],
    ['/api/thing/?token=abcdefghijklmnopqrstuvwxyz&page=2', '/api/thing/?token=[secret]&page=2'],
  ])('%s → %s', (url, kept) => expect(redactUrl(url)).toBe(kept));

  it.each([
    '/api/projects/123/reports/yours/456/',
    '/api/invoices/?search=development&page=2',
    '/assets/index-B3xY9kLmQ7pR2sT4uV6w.js',
    '/api/timesheet-entries/summary/?year_month=2026-10&project=12',
    '/api/invoices/payouts/3f2a9c1e-1b2c-4d5e-8f90-123456789abc/',
  ])('keeps %s as it is', (url) => expect(redactUrl(url)).toBe(url));
});
