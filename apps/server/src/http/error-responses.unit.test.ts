import { describe, expect, it } from 'vitest';
import { ERROR_SCHEMAS, errorResponses, errorStatuses, type RouteFacts } from './error-responses.ts';

const route = (facts: Partial<RouteFacts>): RouteFacts => ({
  method: 'GET',
  access: 'signed-in',
  params: false,
  query: false,
  multipart: false,
  ...facts,
});

describe('the error responses a route documents, derived from its declaration', () => {
  it('a public read without input can only fail on the server', () => {
    expect(errorStatuses(route({ access: 'public' }))).toEqual([500]);
  });

  it('a public write: its body, CSRF, size, type and throttling', () => {
    expect(errorStatuses(route({ method: 'POST', access: 'public' }))).toEqual([
      400, 403, 413, 415, 429, 500,
    ]);
  });

  it("a signed-in read of one's own record: no 400 nor 404", () => {
    expect(errorStatuses(route({}))).toEqual([401, 403, 500]);
  });

  it('a list with a query: 400, and 404 for a record its filters name', () => {
    expect(errorStatuses(route({ access: 'projects.view_all', query: true }))).toEqual([
      400, 401, 403, 404, 500,
    ]);
  });

  it('a change to a record: everything, 409 included', () => {
    expect(errorStatuses(route({ method: 'PATCH', params: true, multipart: true }))).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 500,
    ]);
  });

  it('a write that takes an Idempotency-Key: 422 for the key used with another body', () => {
    expect(errorStatuses(route({ method: 'POST', query: false, idempotent: true }))).toEqual([
      400, 401, 403, 404, 409, 413, 415, 422, 429, 500,
    ]);
  });

  it('a public record by key: 404', () => {
    expect(errorStatuses(route({ access: 'public', params: true }))).toEqual([404, 500]);
  });
});

describe('the error responses in the document', () => {
  it('name a component holding docs/api.md’s shape, and 429 says Retry-After', () => {
    const responses = errorResponses(route({ method: 'PATCH', params: true }));
    for (const response of Object.values(responses)) {
      const name = String(response.$ref).replace('#/components/schemas/', '');
      expect(ERROR_SCHEMAS).toHaveProperty(name);
    }
    expect(responses['400']?.$ref).toBe('#/components/schemas/ValidationError');
    expect(ERROR_SCHEMAS.NotFound).toMatchObject({ required: ['detail', 'request_id'] });
    expect(responses['429']).toHaveProperty('headers.Retry-After');
  });
});
