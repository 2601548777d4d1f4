import path from 'node:path';
import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { type FileStoreConfig, parseFileStore } from './modules/files/location.ts';
import type { MailLimits } from './modules/mail/limits.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
/** Pages the web app frames: https only (the CSP allows `frame-src 'self' https:`). */
const httpsUrl = z.string().url().startsWith('https://', 'must be an https:// address');

/** `ACTOR/RECIPIENT`: actions per person and mails per address in the mail-limit window (ADR 018). */
const mailLimit = (actions: number, mails: number) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, 'must be ACTOR/RECIPIENT, e.g. 20/3')
    .default(`${actions}/${mails}`)
    .transform((value) => {
      const [perActor, perRecipient] = value.split('/').map(Number) as [number, number];
      return { perActor: Math.max(1, perActor), perRecipient: Math.max(1, perRecipient) };
    });

/** Every setting the server reads from the environment; README's configuration table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections this process keeps to PostgreSQL; about twice the database server's cores (ADR 042). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where `npm run db:backup` writes its archives when given no path (ADR 039). */
  BACKUP_DIR: z.string().default('./backups'),
  SEED_DEMO: flag.default(true),
  /** `local` (DATA_DIR/files) or `s3://bucket/prefix`; the bucket is reached with the AWS_* variables (ADR 037). */
  FILE_STORE: z
    .string()
    .superRefine((value, ctx) => {
      const parsed = parseFileStore(value);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .optional(),
  AWS_ENDPOINT_URL: z.url({ protocol: /^https?$/ }).optional(),
  AWS_ENDPOINT_URL_S3: z.url({ protocol: /^https?$/ }).optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  COOKIE_SECURE: z.enum(['auto', '0', '1', 'true', 'false']).default('auto'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RESET_MAX_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(10),
  SHORTLIST_FEEDBACK_MAX_PER_LINK: z.coerce.number().int().min(1).default(60),
  SHORTLIST_FEEDBACK_MAX_PER_IP: z.coerce.number().int().min(1).default(120),
  MAIL_LIMIT_WINDOW_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  MAIL_LIMIT_INVITES: mailLimit(100, 3),
  MAIL_LIMIT_TEAM_INVITES: mailLimit(100, 10),
  MAIL_LIMIT_REMINDERS: mailLimit(50, 2),
  MAIL_LIMIT_QUESTIONS: mailLimit(20, 100),
  MAIL_LIMIT_TIMESHEET_REVIEWS: mailLimit(1000, 100),
  MAIL_LIMIT_SHORTLIST_SHARES: mailLimit(20, 5),
  MAIL_LIMIT_INTEREST_POLLS: mailLimit(200, 20),
  MAIL_LIMIT_SHORTLIST_FEEDBACK: mailLimit(40, 100),
  MAIL_LIMIT_INVOICES: mailLimit(2000, 200),
  MAIL_LIMIT_INVOICE_REMINDERS: mailLimit(2000, 50),
  INVOICE_SELLER_NAME: z.string().min(1).default('Kazi B.V.'),
  INVOICE_SELLER_ADDRESS: z.string().min(1).default('Keizersgracht 100, 1015 AA Amsterdam, Netherlands'),
  INVOICE_SELLER_VAT_NUMBER: z.string().min(1).default('NL123456789B01'),
  INVOICE_SELLER_BANK: z.string().min(1).default('IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A'),
  INVOICE_HOME_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('NL'),
  /** The home country's VAT rate in percent with up to two decimals (21 → 21 %). */
  INVOICE_HOME_VAT_RATE: z.coerce.number().min(0).max(100).default(21),
  INVOICE_REMINDER_SCHEDULE: flag.default(false),
  /** The account SEPA payout files pay from (ADR 035); the demo's are ABN AMRO's example account. */
  SEPA_DEBTOR_NAME: z.string().min(1).max(70).default('Kazi B.V.'),
  SEPA_DEBTOR_IBAN: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isValidIBAN, 'must be a valid IBAN')
    .default('NL91ABNA0417164300'),
  SEPA_DEBTOR_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')
    .default('ABNANL2A'),
  /** Unset: on, unless the demo workspace turned it off (ADR 019). */
  REQUIRE_TWO_FACTOR_FOR_ADMINS: flag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kazi <no-reply@kazi.test>'),
  JOBS: flag.default(true),
  /** pg-boss's smallest polling interval is half a second. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  REPORTS_SCHEDULE_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a SIGTERM waits for the requests in flight and the running jobs before giving up (exit 1). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /** Unset: no /metrics (404). A bearer token is a secret: long enough not to be guessed. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WEB_DIST: z.string().optional(),
  /**
   * How many proxies stand in front whose X-Forwarded-For is believed (0: none; `true` is 1). The
   * client's address is the one the farthest of them saw: entries to the left of it are whatever
   * the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be the number of proxies in front (0: none)')
    .default('0')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  PAYONEER_SETUP_URL: z.url({ protocol: /^https$/ }).default('https://www.payoneer.com/'),
  REFERRAL_URL: httpsUrl.optional(),
  COMMUNITY_GUIDE_URL: httpsUrl.optional(),
});

export type Env = z.input<typeof envSchema>;

/** Every variable the server reads (the README's configuration table lists each one). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  /** Where `npm run db:backup` writes when given no path. */
  backupDir: string;
  seedDemo: boolean;
  /** Where uploaded bytes live (ADR 037). */
  fileStore: FileStoreConfig;
  sessionSecret: string | null;
  session: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  loginThrottle: { perAccount: number; perIp: number; windowMs: number };
  /** Password-reset requests per IP; same window (and table) as the login throttle. */
  resetThrottle: { perIp: number; windowMs: number };
  /** The client's answers on a shared shortlist, per link and per IP; same window (and table) as the login throttle. */
  feedbackThrottle: { perLink: number; perIp: number; windowMs: number };
  /** Mail that people's actions send to others, per actor and per recipient (ADR 018). */
  mailLimits: MailLimits;
  /** REQUIRE_TWO_FACTOR_FOR_ADMINS as set; null: unset (on, unless the demo seed turned it off). */
  requireTwoFactorForAdmins: boolean | null;
  mail: { smtpUrl: string | null; from: string };
  jobs: boolean;
  /** How often this process's idle job workers look for queued work (pg-boss polling). */
  jobsPollSeconds: number;
  /** The UTC hour from which the hourly `reports.schedule` job creates the day's report events. */
  reportsScheduleHour: number;
  logLevel: string;
  /** SHUTDOWN_GRACE_SECONDS in milliseconds: the drain's budget on SIGTERM (ADR 038). */
  shutdownGraceMs: number;
  /** The bearer token /metrics asks for; null: metrics off (ADR 038). */
  metricsToken: string | null;
  webDist: string | null;
  /** How many proxies in front have their X-Forwarded-For trusted (0: none). */
  trustProxy: number;
  /** Where the manual Payoneer provider sends talents to set up their account (payout providers ADR). */
  payoneerSetupUrl: string;
  /** The referral programme page framed at /referral (null: not configured). */
  referralUrl: string | null;
  /** The community guide framed at /community (null: not configured). */
  communityGuideUrl: string | null;
  /** The seller on invoices, the home VAT rule and the overdue-reminder schedule (ADR 032). */
  invoicing: {
    seller: { name: string; address: string; vatNumber: string; bank: string };
    home: { country: string; rateBasisPoints: number };
    reminderSchedule: boolean;
  };
  /** The debtor of SEPA payout files (ADR 035). */
  sepa: { debtorName: string; debtorIban: string; debtorBic: string };
}

type ParsedEnv = z.output<typeof envSchema>;

/**
 * The file store FILE_STORE names. Endpoint, region and keys are the AWS SDK's standard variables,
 * read here so that a bad one stops the start; unset, the SDK's own chain finds them.
 */
function fileStoreOf(e: ParsedEnv, dataDir: string): FileStoreConfig {
  const location = parseFileStore(e.FILE_STORE);
  if ('error' in location || location.kind === 'local')
    return { kind: 'local', root: path.join(dataDir, 'files') };
  const endpoint = e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL ?? null;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    ...location,
    connection: {
      // S3-compatible servers take any region; AWS itself needs the bucket's.
      region: e.AWS_REGION ?? (endpoint ? 'us-east-1' : null),
      endpoint,
      credentials:
        accessKeyId && secretAccessKey
          ? {
              accessKeyId,
              secretAccessKey,
              ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
            }
          : null,
    },
  };
}

/** Rules between variables, as `  NAME: message` lines. */
function crossIssues(e: ParsedEnv): string[] {
  const [key, secret] = [Boolean(e.AWS_ACCESS_KEY_ID), Boolean(e.AWS_SECRET_ACCESS_KEY)];
  if (key && !secret) return ['  AWS_SECRET_ACCESS_KEY: must be set with AWS_ACCESS_KEY_ID'];
  if (secret && !key) return ['  AWS_ACCESS_KEY_ID: must be set with AWS_SECRET_ACCESS_KEY'];
  return [];
}

/** Parses the environment once; throws with every bad variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`SMTP_URL=`) means unset, as in most tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  const lines = parsed.success
    ? crossIssues(parsed.data)
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || lines.length) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const cookieSecure =
    e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https:') : ['1', 'true'].includes(e.COOKIE_SECURE);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    backupDir: path.resolve(e.BACKUP_DIR),
    seedDemo: e.SEED_DEMO,
    fileStore: fileStoreOf(e, dataDir),
    sessionSecret: e.SESSION_SECRET ?? null,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieSecure,
    },
    loginThrottle: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    resetThrottle: { perIp: e.RESET_MAX_REQUESTS_PER_IP, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    feedbackThrottle: {
      perLink: e.SHORTLIST_FEEDBACK_MAX_PER_LINK,
      perIp: e.SHORTLIST_FEEDBACK_MAX_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    mailLimits: {
      windowMs: e.MAIL_LIMIT_WINDOW_HOURS * 3_600_000,
      kinds: {
        invite: e.MAIL_LIMIT_INVITES,
        team_invite: e.MAIL_LIMIT_TEAM_INVITES,
        reminder: e.MAIL_LIMIT_REMINDERS,
        question: e.MAIL_LIMIT_QUESTIONS,
        timesheet_review: e.MAIL_LIMIT_TIMESHEET_REVIEWS,
        shortlist_share: e.MAIL_LIMIT_SHORTLIST_SHARES,
        interest_poll: e.MAIL_LIMIT_INTEREST_POLLS,
        shortlist_feedback: e.MAIL_LIMIT_SHORTLIST_FEEDBACK,
        invoice: e.MAIL_LIMIT_INVOICES,
        invoice_reminder: e.MAIL_LIMIT_INVOICE_REMINDERS,
      },
    },
    invoicing: {
      seller: {
        name: e.INVOICE_SELLER_NAME,
        address: e.INVOICE_SELLER_ADDRESS,
        vatNumber: e.INVOICE_SELLER_VAT_NUMBER,
        bank: e.INVOICE_SELLER_BANK,
      },
      home: { country: e.INVOICE_HOME_COUNTRY, rateBasisPoints: Math.round(e.INVOICE_HOME_VAT_RATE * 100) },
      reminderSchedule: e.INVOICE_REMINDER_SCHEDULE,
    },
    sepa: { debtorName: e.SEPA_DEBTOR_NAME, debtorIban: e.SEPA_DEBTOR_IBAN, debtorBic: e.SEPA_DEBTOR_BIC },
    requireTwoFactorForAdmins: e.REQUIRE_TWO_FACTOR_FOR_ADMINS ?? null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    jobs: e.JOBS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    reportsScheduleHour: e.REPORTS_SCHEDULE_HOUR,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN ?? null,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    trustProxy: e.TRUST_PROXY,
    payoneerSetupUrl: e.PAYONEER_SETUP_URL,
    referralUrl: e.REFERRAL_URL ?? null,
    communityGuideUrl: e.COMMUNITY_GUIDE_URL ?? null,
  };
}
