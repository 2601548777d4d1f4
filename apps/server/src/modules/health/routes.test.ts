import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testEngine } from '../../test/app.ts';
import { anonymous } from '../../test/client.ts';

describe('GET health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the engine when the database answers', async () => {
    const response = await anonymous(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { status: 'ok', engine: testEngine() } });
  });

  it('answers HEAD too, for load balancers', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET health with the database gone', () => {
  it('answers 503 degraded, without internals', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await anonymous(t.app).get('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: { status: 'unavailable', engine: testEngine() },
      });
    } finally {
      await t.close();
    }
  });
});
