import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: path.resolve('./data'),
      backupDir: path.resolve('./backups'),
      databaseUrl: null,
      databasePoolSize: 10,
      seedDemo: true,
      sessionSecret: null,
      session: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, cookieSecure: false },
      loginThrottle: { perAccount: 10, perIp: 50, windowMs: 15 * 60_000 },
      resetThrottle: { perIp: 10, windowMs: 15 * 60_000 },
      mail: { smtpUrl: null, from: 'Kazi <no-reply@kazi.test>' },
      jobs: true,
      jobsPollSeconds: 5,
      logLevel: 'info',
      webDist: null,
      trustProxy: 0,
    });
  });

  it('reads every override', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/tmp/kazi-data',
      BACKUP_DIR: '/var/backups/kazi',
      DATABASE_URL: 'postgres://kazi@db:5432/kazi',
      DATABASE_POOL_SIZE: '4',
      SEED_DEMO: '0',
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '7',
      LOGIN_WINDOW_MINUTES: '1',
      RESET_MAX_REQUESTS_PER_IP: '4',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      JOBS: 'false',
      JOBS_POLL_SECONDS: '0.5',
      REPORTS_SCHEDULE_HOUR: '4',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'http://0.0.0.0:8080',
      dataDir: '/tmp/kazi-data',
      backupDir: '/var/backups/kazi',
      databaseUrl: 'postgres://kazi@db:5432/kazi',
      databasePoolSize: 4,
      seedDemo: false,
      session: { idleMs: 5 * 60_000, absoluteMs: 2 * 3_600_000 },
      loginThrottle: { perAccount: 3, perIp: 7, windowMs: 60_000 },
      resetThrottle: { perIp: 4, windowMs: 60_000 },
      mail: { smtpUrl: 'smtp://127.0.0.1:2525' },
      jobs: false,
      jobsPollSeconds: 0.5,
      reportsScheduleHour: 4,
      trustProxy: 1,
    });
  });

  it('schedules report events from 06:00 UTC unless REPORTS_SCHEDULE_HOUR says otherwise (0 to 23)', () => {
    expect(loadConfig({}).reportsScheduleHour).toBe(6);
    expect(loadConfig({ REPORTS_SCHEDULE_HOUR: '0' }).reportsScheduleHour).toBe(0);
    for (const hour of ['24', '-1', '6.5', 'six']) {
      expect(() => loadConfig({ REPORTS_SCHEDULE_HOUR: hour })).toThrow(/REPORTS_SCHEDULE_HOUR: /);
    }
  });

  it('polls for jobs every 5 seconds unless JOBS_POLL_SECONDS says otherwise (0.5 to 60)', () => {
    expect(loadConfig({ JOBS_POLL_SECONDS: '60' }).jobsPollSeconds).toBe(60);
    for (const seconds of ['0.4', '0', '61', 'often']) {
      expect(() => loadConfig({ JOBS_POLL_SECONDS: seconds })).toThrow(/JOBS_POLL_SECONDS: /);
    }
  });

  it.each(['abc', '70000', '-1', '3.5'])('refuses PORT=%s and names the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/Invalid configuration:\n {2}PORT: /);
  });

  it.each(['0', '101', '2.5', 'many'])('refuses DATABASE_POOL_SIZE=%s (1 to 100 connections)', (size) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(/ {2}DATABASE_POOL_SIZE: /);
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', SESSION_IDLE_MINUTES: '0', SEED_DEMO: 'yes', PUBLIC_URL: 'not a url' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'SESSION_IDLE_MINUTES', 'SEED_DEMO', 'PUBLIC_URL']) {
      expect(message).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    }
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
  });

  describe('COOKIE_SECURE', () => {
    it('is on by itself when PUBLIC_URL is https', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://kazi.example.com' }).session.cookieSecure).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'http://kazi.example.com' }).session.cookieSecure).toBe(false);
    });

    it('follows an explicit value over PUBLIC_URL', () => {
      expect(loadConfig({ PUBLIC_URL: 'http://x.test', COOKIE_SECURE: '1' }).session.cookieSecure).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'https://x.test', COOKIE_SECURE: 'false' }).session.cookieSecure).toBe(
        false,
      );
    });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kazi.example.com/' }).publicUrl).toBe(
      'https://kazi.example.com',
    );
  });

  it('resolves WEB_DIST to an absolute path', () => {
    expect(loadConfig({ WEB_DIST: 'apps/web/dist' }).webDist).toBe(path.resolve('apps/web/dist'));
  });
});

it('treats an empty variable as unset', () => {
  expect(loadConfig({ SMTP_URL: '', PORT: '' }).mail.smtpUrl).toBeNull();
  expect(loadConfig({ PORT: '' }).port).toBe(3000);
});

describe('mail limits (ADR 018)', () => {
  it('default to 24 hours and a pair per kind', () => {
    expect(loadConfig({}).mailLimits).toEqual({
      windowMs: 24 * 3_600_000,
      kinds: {
        invite: { perActor: 100, perRecipient: 3 },
        team_invite: { perActor: 100, perRecipient: 10 },
        reminder: { perActor: 50, perRecipient: 2 },
        question: { perActor: 20, perRecipient: 100 },
        timesheet_review: { perActor: 1000, perRecipient: 100 },
        shortlist_share: { perActor: 20, perRecipient: 5 },
        interest_poll: { perActor: 200, perRecipient: 20 },
        shortlist_feedback: { perActor: 40, perRecipient: 100 },
        invoice: { perActor: 2000, perRecipient: 200 },
        invoice_reminder: { perActor: 2000, perRecipient: 50 },
      },
    });
  });

  it('read ACTOR/RECIPIENT pairs and refuse anything else', () => {
    const config = loadConfig({ MAIL_LIMIT_WINDOW_HOURS: '1', MAIL_LIMIT_REMINDERS: '5/1' });
    expect(config.mailLimits.windowMs).toBe(3_600_000);
    expect(config.mailLimits.kinds.reminder).toEqual({ perActor: 5, perRecipient: 1 });
    expect(() => loadConfig({ MAIL_LIMIT_INVITES: '20' })).toThrow(/MAIL_LIMIT_INVITES: /);
  });
});

describe('FILE_STORE and the AWS variables (ADR 037)', () => {
  it('keeps files in DATA_DIR/files by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kazi' }).fileStore).toEqual({
      kind: 'local',
      root: '/srv/kazi/files',
    });
    expect(loadConfig({ DATA_DIR: '/srv/kazi', FILE_STORE: 'local' }).fileStore.kind).toBe('local');
  });

  it('names a bucket, reached through an S3-compatible endpoint with the given keys', () => {
    const config = loadConfig({
      FILE_STORE: 's3://kazi-test/files',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:4569',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(config.fileStore).toEqual({
      kind: 's3',
      bucket: 'kazi-test',
      prefix: 'files',
      connection: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:4569',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
  });

  it("prefers AWS_ENDPOINT_URL_S3, and otherwise leaves AWS's region and keys to the SDK's chain", () => {
    const specific = loadConfig({
      FILE_STORE: 's3://kazi',
      AWS_ENDPOINT_URL: 'http://a.test',
      AWS_ENDPOINT_URL_S3: 'https://minio.test:9000',
    });
    expect(specific.fileStore).toMatchObject({
      connection: { endpoint: 'https://minio.test:9000', region: 'us-east-1', credentials: null },
    });
    const aws = loadConfig({ FILE_STORE: 's3://kazi', AWS_SESSION_TOKEN: 'token' });
    expect(aws.fileStore).toMatchObject({ connection: { endpoint: null, region: null, credentials: null } });
    const temporary = loadConfig({
      FILE_STORE: 's3://kazi',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'token',
    });
    expect(temporary.fileStore).toMatchObject({
      connection: {
        region: 'eu-west-1',
        credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: 'token' },
      },
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ FILE_STORE: 's3://Bad_Bucket' })).toThrow(
      / {2}FILE_STORE: "Bad_Bucket" is not a valid bucket/,
    );
    expect(() => loadConfig({ FILE_STORE: '/var/files' })).toThrow(/ {2}FILE_STORE: must be local or s3:/);
    expect(() => loadConfig({ AWS_ENDPOINT_URL: 'minio:9000' })).toThrow(/ {2}AWS_ENDPOINT_URL: /);
    expect(() => loadConfig({ AWS_REGION: 'EU West' })).toThrow(/ {2}AWS_REGION: /);
    expect(() => loadConfig({ AWS_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      / {2}AWS_SECRET_ACCESS_KEY: must be set with/,
    );
    expect(() => loadConfig({ AWS_SECRET_ACCESS_KEY: 's' })).toThrow(
      / {2}AWS_ACCESS_KEY_ID: must be set with/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is the number of proxies in front (true is 1); anything else is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10' }).trustProxy).toBe(10);
    for (const wrong of ['yes', '10.0.0.0/8', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow();
  });
});
