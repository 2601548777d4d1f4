import type { PageQuery } from '@kazi/shared/api/pagination';
import { pageQuery } from '@kazi/shared/api/pagination';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './errors.ts';
import { pageWindow, toPage } from './pagination.ts';

const request = (url: string) => ({ url }) as FastifyRequest;
const query = (page: number, pageSize: number): PageQuery => ({ page, page_size: pageSize });

describe('pageWindow', () => {
  it('turns page and page size into limit and offset', () => {
    expect(pageWindow(query(1, 20))).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(query(3, 50))).toEqual({ limit: 50, offset: 100 });
  });
});

describe('pageQuery', () => {
  it('defaults to page 1 of 20 and caps the page size at 200', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(pageQuery.parse({ page: '2', page_size: '200' })).toEqual({ page: 2, page_size: 200 });
    expect(pageQuery.safeParse({ page_size: '201' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('toPage', () => {
  it('links next and previous, keeping every filter', () => {
    const page = toPage(
      request('/api/skills/?search=py&type=language&page=2&page_size=10'),
      query(2, 10),
      35,
      ['x'],
    );
    expect(page).toEqual({
      count: 35,
      next: '/api/skills/?search=py&type=language&page=3&page_size=10',
      previous: '/api/skills/?search=py&type=language&page=1&page_size=10',
      results: ['x'],
    });
  });

  it('adds the page parameter when the request had none', () => {
    const page = toPage(request('/api/mail/outbox/?page_size=5'), query(1, 5), 6, []);
    expect(page.next).toBe('/api/mail/outbox/?page_size=5&page=2');
    expect(page.previous).toBeNull();
  });

  it('has no next on the last page and no links for a single page', () => {
    expect(toPage(request('/api/x/?page=4&page_size=10'), query(4, 10), 35, []).next).toBeNull();
    const single = toPage(request('/api/x/'), query(1, 20), 3, []);
    expect([single.next, single.previous]).toEqual([null, null]);
  });

  it('points previous at the last page when asked past the end', () => {
    const page = toPage(request('/api/x/?page=9&page_size=10'), query(9, 10), 35, []);
    expect(page.next).toBeNull();
    expect(page.previous).toBe('/api/x/?page=4&page_size=10');
  });

  it('handles an empty list', () => {
    expect(toPage(request('/api/x/?page=1'), query(1, 20), 0, [])).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('keeps the links path-absolute on the request origin', () => {
    const page = toPage(request('/api/x/?q=%2F%2Fevil.test&page=1&page_size=1'), query(1, 1), 2, []);
    expect(page.next?.startsWith('/api/x/?')).toBe(true);
  });
});

describe('issuesToFields', () => {
  it('joins nested paths with dots and gathers messages per field', () => {
    expect(
      issuesToFields([
        { path: ['email'], message: 'This field is required.' },
        { path: ['company', 'name'], message: 'Too long.' },
        { path: ['documents', 0, 'file'], message: 'Missing.' },
        { path: ['email'], message: 'Enter a valid email address' },
      ]),
    ).toEqual({
      email: ['This field is required.', 'Enter a valid email address'],
      'company.name': ['Too long.'],
      'documents.0.file': ['Missing.'],
    });
  });

  it('files issues about the whole body under non_field_errors', () => {
    expect(issuesToFields([{ path: [], message: 'Invalid input.' }])).toEqual({
      non_field_errors: ['Invalid input.'],
    });
  });

  it('does not repeat a message for one field', () => {
    expect(
      issuesToFields([
        { path: ['a'], message: 'Same.' },
        { path: ['a'], message: 'Same.' },
      ]),
    ).toEqual({ a: ['Same.'] });
  });

  it('answers an empty object for no issues', () => {
    expect(issuesToFields([])).toEqual({});
  });
});
