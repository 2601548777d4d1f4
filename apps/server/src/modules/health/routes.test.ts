import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

describe('GET ready', () => {
  const allOk = { database: 'ok', migrations: 'ok', storage: 'ok' };

  it('answers 200 ready when the database answers, every migration is applied and the files can be written', async () => {
    const t = await createTestApp();
    try {
      const response = await anonymous(t.app).get('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', checks: allOk });
      // The probe file is gone: the store holds nothing it did not hold before.
      expect(readdirSync(path.join(t.config.dataDir, 'files'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the migrations when one of this build is not recorded, without naming it', async () => {
    const t = await createTestApp();
    try {
      const { rows } = await t.database.executeSql(
        'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING hash',
      );
      expect(rows).toHaveLength(1);
      const response = await anonymous(t.app).get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', checks: { ...allOk, migrations: 'pending' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the storage when the files directory cannot be made', async () => {
    const t = await createTestApp();
    try {
      // A plain file where the store's directory should be: no directory, no write.
      writeFileSync(path.join(t.config.dataDir, 'files'), 'not a directory');
      const response = await anonymous(t.app).get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', checks: { ...allOk, storage: 'unavailable' } });
      expect(response.body).not.toContain(t.config.dataDir);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the database (and so the migrations) when it is gone, without internals', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await anonymous(t.app).get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'unavailable', migrations: 'unavailable', storage: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 draining once the process is stopping, and every answer then closes its connection', async () => {
    const t = await createTestApp();
    try {
      const before = await anonymous(t.app).get('/api/health');
      expect(before.headers.connection).not.toBe('close');
      t.app.drain.start();
      const ready = await anonymous(t.app).get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect(ready.headers.connection).toBe('close');
      const health = await anonymous(t.app).get('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});
