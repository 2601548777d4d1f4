import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: 404 like any unknown path, whoever asks', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metrics).toBeNull();
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
        const response = await anonymous(t.app).get('/metrics', { headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          detail: 'Not found.',
          request_id: response.headers['x-request-id'],
        });
      }
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await anonymous(t.app).get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** The value of one series (`name{labels}`), or undefined when it is absent. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0124'],
    ['the token without its scheme', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 to %s, even signed in as an admin', async (_label, authorization) => {
    const { client } = await loginAs(t.app, 'admin');
    const response = await client.get('/metrics', authorization ? { headers: { authorization } } : {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain('kazi_');
  });

  it('answers the Prometheus text with the bearer token, process metrics included', async () => {
    const response = await anonymous(t.app).get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('times requests by method, route pattern and status, never by raw URL', async () => {
    const { client } = await loginAs(t.app, 'developer');
    const before = await scrape();
    const series = (status: number) =>
      `kazi_http_request_duration_seconds_count{method="GET",route="/api/projects/:id/",status_code="${status}"}`;
    const counted = sample(before, series(404)) ?? 0;
    await client.get('/api/projects/987654/');
    await client.get('/api/projects/987655/');
    await anonymous(t.app).get('/api/projects/987656/');
    await anonymous(t.app).get('/api/no-such-route-4242/');
    const after = await scrape();
    expect(sample(after, series(404))).toBe(counted + 2);
    expect(sample(after, series(401))).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        after,
        'kazi_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // In a label (a path); a duration may hold those digits by chance.
    expect(after).not.toMatch(/\/98765\d|no-such-route/);
  });

  it('counts job runs and failures per job', async () => {
    await t.app.jobs.runNow('sessions.cleanup');
    await t.app.jobs.runNow('sessions.cleanup');
    // A reset job without its data throws: a failed run.
    await expect(t.app.jobs.runNow('auth.password_reset', {})).rejects.toThrow();
    const text = await scrape();
    expect(sample(text, 'kazi_job_runs_total{job="sessions.cleanup"}')).toBe(2);
    expect(sample(text, 'kazi_job_failures_total{job="sessions.cleanup"}')).toBeUndefined();
    expect(sample(text, 'kazi_job_runs_total{job="auth.password_reset"}')).toBe(1);
    expect(sample(text, 'kazi_job_failures_total{job="auth.password_reset"}')).toBe(1);
    expect(sample(text, 'kazi_job_duration_seconds_count{job="sessions.cleanup"}')).toBe(2);
  });

  it('reports the outbox backlog: mail queued or being sent, not mail delivered, kept or failed', async () => {
    const mail = (status: 'queued' | 'sending' | 'sent' | 'stored' | 'failed', minutesAgo: number) => ({
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Hello',
      template: 'test',
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const before = sample(await scrape(), 'kazi_outbox_backlog') ?? 0;
    await t.app.db
      .insert(outbox)
      .values([
        mail('queued', 10),
        mail('sending', 1),
        mail('sent', 60),
        mail('stored', 60),
        mail('failed', 60),
      ]);
    const text = await scrape();
    expect(sample(text, 'kazi_outbox_backlog')).toBe(before + 2);
    expect(sample(text, 'kazi_outbox_oldest_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'kazi_outbox_oldest_seconds')).toBeLessThan(3600);
  });

  it('reports the database pool on PostgreSQL, and the engine', async () => {
    const text = await scrape();
    expect(sample(text, `kazi_database_info{engine="${testEngine()}"}`)).toBe(1);
    if (testEngine() === 'postgres') {
      expect(sample(text, 'kazi_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'kazi_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'kazi_db_pool_waiting')).toBe(0);
    } else {
      expect(sample(text, 'kazi_db_pool_connections{state="total"}')).toBeUndefined();
    }
  });
});
