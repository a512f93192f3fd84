import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { USERNAME_PATTERN } from '@caremall/contract';
import { storageFromEnv, type StorageConfig } from './platform/storage/storage-config.ts';
import { DEMO_PASSWORD } from './db/seed/demo-accounts.ts';

/** Everything the server reads from the environment, in one place (README lists them). */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Access token lifetime (mall4cloud: 30 days). */
  tokenTtlSeconds: number;
  /** Failed sign-ins per username and address before a pause, and the length of the pause. */
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Failed sign-ins per username from all addresses together before the same pause (higher than the per-address limit). */
  loginMaxFailuresPerUsername: number;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the caller's address (Fastify's `trustProxy`): false (default:
   * the socket's address), a hop count, or a list of addresses/CIDRs. Believing every proxy would let anyone
   * choose their address and so escape the per-address sign-in limit.
   */
  trustProxy: boolean | number | string[];
  /** Lets tests read a captcha's answer through /mall_auth/ua/captcha/test_answer. Never in production. */
  captchaTestHook: boolean;
  /** Base URL of the sign-on service the browser and the server talk to for SSO. */
  ssoBaseUrl: string | null;
  /** Serve the small built-in sign-on service under /sso-service (tests and demos). */
  ssoBuiltin: boolean;
  /** Folder of the built web app to serve; null serves the API only. */
  webDist: string | null;
  /** Base URL prefixed to stored relative image paths. */
  resourcesUrl: string;
  /** How long saving a picture's record waits for its upload still on the way (upstream clients send both at once). */
  uploadArrivalWaitMs: number;
  /** Origins (scheme://host[:port]) whose pages may call the API, e.g. the upstream Vue client served elsewhere; empty: none. */
  corsOrigins: string[];
  /** Picture storage: local disk (default) or an S3-compatible store. */
  storage: StorageConfig;
  logLevel: string;
  /** An empty database gets the demo shops and accounts: by default on the embedded database without ADMIN_* only. */
  seedDemo: boolean;
  /** The platform administrator an empty database without demo data starts with. */
  admin: { username: string; password: string } | null;
  /** Prometheus metrics: off unless a separate port or a bearer token is set. */
  metrics: { port: number | null; host: string; token: string | null };
  /** SIGTERM: seconds to keep serving while reporting not ready, and the longest wait for requests in flight. */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
}

/** `CORS_ORIGINS`: a comma list of origins (a trailing slash is dropped). */
export function corsOriginsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** `TRUST_PROXY`: unset/false → false, `true` → every proxy, a whole number → that many hops, else a comma list of addresses/CIDRs. */
export function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Settings whose values never appear in a message. */
const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'STORAGE_SECRET',
  'STORAGE_S3_SECRET_KEY',
  'STORAGE_S3_ACCESS_KEY',
  'METRICS_TOKEN',
]);

const setting = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const wholeNumber = (min: number, max = 2_147_483_647) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}`);
const onOff = z
  .string()
  .regex(/^(1|0|true|false|yes|no|on|off)$/i, 'expected 1 or 0 (true/false, yes/no and on/off work too)')
  .transform((value) => /^(1|true|yes|on)$/i.test(value));
const httpUrl = z.string().refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), 'expected an http:// or https:// URL');
const trustProxyEntry = (part: string) => net.isIP(part.split('/')[0] ?? '') !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(part);

/** A password an administrator account may start with: long, mixed, not the username nor the demo password. */
export function weakPasswordReason(password: string, username = ''): string | null {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length < 12 || kinds < 3) return 'too weak: use at least 12 characters with three of lower case, upper case, digits and symbols';
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'too weak: it contains the username';
  if (password === DEMO_PASSWORD) return 'too weak: it is the demo password';
  return null;
}

/** The environment the server reads, each variable checked on its own (README lists them). */
const Settings = z
  .object({
    PORT: setting(wholeNumber(0, 65_535)),
    HOST: setting(z.string()),
    DATABASE_URL: setting(
      z.string().refine((value) => /^postgres(ql)?:\/\//i.test(value) && URL.canParse(value), 'expected postgres://user:password@host:port/database'),
    ),
    DATA_DIR: setting(z.string()),
    TOKEN_TTL_SECONDS: setting(wholeNumber(60)),
    LOGIN_MAX_FAILURES: setting(wholeNumber(1)),
    LOGIN_LOCK_SECONDS: setting(wholeNumber(1)),
    LOGIN_MAX_FAILURES_PER_USERNAME: setting(wholeNumber(1)),
    TRUST_PROXY: setting(
      z
        .string()
        .refine(
          (value) => typeof trustProxyFrom(value) !== 'object' || (trustProxyFrom(value) as string[]).every(trustProxyEntry),
          'expected true, false, a hop count, or a comma list of addresses and CIDRs',
        ),
    ),
    CAPTCHA_TEST_HOOK: setting(onOff),
    SSO_BASE_URL: setting(httpUrl),
    SSO_BUILTIN: setting(onOff),
    WEB_DIST: setting(z.string().refine((dir) => existsSync(path.join(dir, 'index.html')), 'no index.html in that folder: build the web app first')),
    RESOURCES_URL: setting(z.string()),
    CORS_ORIGINS: setting(
      z
        .string()
        .refine(
          (value) => corsOriginsFrom(value).every((origin) => /^https?:\/\/[^/\s]+$/i.test(origin)),
          'expected a comma list of origins such as https://merchant.example.com (scheme and host, no path)',
        ),
    ),
    STORAGE_DRIVER: setting(z.enum(['local', 's3'], { error: 'expected local or s3' })),
    STORAGE_DIR: setting(z.string()),
    STORAGE_SECRET: setting(z.string().min(16, 'expected at least 16 characters')),
    STORAGE_S3_ENDPOINT: setting(httpUrl),
    STORAGE_S3_REGION: setting(z.string()),
    STORAGE_S3_BUCKET: setting(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3-63 lower-case letters, digits, dots, hyphens)'),
    ),
    STORAGE_S3_ACCESS_KEY: setting(z.string()),
    STORAGE_S3_SECRET_KEY: setting(z.string()),
    STORAGE_S3_PUBLIC_URL: setting(httpUrl),
    LOG_LEVEL: setting(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
    SEED_DEMO: setting(onOff),
    ADMIN_USERNAME: setting(z.string().regex(USERNAME_PATTERN, 'expected 4-16 letters, digits or _ (not only digits)')),
    ADMIN_PASSWORD: setting(z.string()),
    METRICS_PORT: setting(wholeNumber(1, 65_535)),
    METRICS_HOST: setting(z.string()),
    METRICS_TOKEN: setting(z.string().min(16, 'expected at least 16 characters')),
    SHUTDOWN_DELAY_SECONDS: setting(wholeNumber(0, 300)),
    SHUTDOWN_TIMEOUT_SECONDS: setting(wholeNumber(1, 600)),
  })
  .superRefine((env, context) => {
    const problem = (name: string, message: string) => context.addIssue({ code: 'custom', path: [name], message });
    if (env.STORAGE_DRIVER === 's3') {
      if (!env.STORAGE_S3_ACCESS_KEY) problem('STORAGE_S3_ACCESS_KEY', 'required with STORAGE_DRIVER=s3');
      if (!env.STORAGE_S3_SECRET_KEY) problem('STORAGE_S3_SECRET_KEY', 'required with STORAGE_DRIVER=s3');
    }
    if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) problem('ADMIN_PASSWORD', 'required with ADMIN_USERNAME');
    if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) problem('ADMIN_USERNAME', 'required with ADMIN_PASSWORD');
    if (env.ADMIN_PASSWORD) {
      const weak = weakPasswordReason(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
      if (weak) problem('ADMIN_PASSWORD', weak);
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === (env.PORT ?? 8080)) problem('METRICS_PORT', 'must differ from PORT');
  });

/** Bad settings, one line each (`NAME: what is wrong`); thrown by configFromEnv. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** One line per bad setting; empty when every setting is fine. */
export function settingProblems(env: NodeJS.ProcessEnv): string[] {
  const parsed = Settings.safeParse(env);
  if (parsed.success) return [];
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    const got =
      value !== undefined && !SECRET_SETTINGS.has(name) && !issue.message.startsWith('required')
        ? ` (got ${JSON.stringify(value.slice(0, 80))})`
        : '';
    return `${name}: ${issue.message}${got}`;
  });
  return [...new Set(lines)];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Settings.safeParse(env);
  if (!parsed.success) throw new ConfigError(settingProblems(env));
  const s = parsed.data;
  const port = s.PORT ?? 8080;
  const host = s.HOST ?? '0.0.0.0';
  const dataDir = s.DATA_DIR ?? './data/pglite';
  const storage = storageFromEnv(env, dataDir);
  const databaseUrl = s.DATABASE_URL;
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    tokenTtlSeconds: s.TOKEN_TTL_SECONDS ?? 2_592_000,
    loginMaxFailures: s.LOGIN_MAX_FAILURES ?? 5,
    loginLockSeconds: s.LOGIN_LOCK_SECONDS ?? 900,
    loginMaxFailuresPerUsername: s.LOGIN_MAX_FAILURES_PER_USERNAME ?? 20,
    trustProxy: trustProxyFrom(s.TRUST_PROXY),
    captchaTestHook: s.CAPTCHA_TEST_HOOK ?? false,
    ssoBaseUrl: s.SSO_BASE_URL ?? (s.SSO_BUILTIN ? `http://127.0.0.1:${port}/sso-service` : null),
    ssoBuiltin: s.SSO_BUILTIN ?? false,
    webDist: s.WEB_DIST ?? null,
    resourcesUrl: s.RESOURCES_URL ?? (storage.driver === 's3' ? storage.s3.publicUrl : '/files'),
    corsOrigins: corsOriginsFrom(s.CORS_ORIGINS),
    uploadArrivalWaitMs: 10_000,
    storage,
    logLevel: s.LOG_LEVEL ?? 'info',
    // The embedded database shows the demo off, unless an administrator is given; a server database never unasked.
    seedDemo: s.SEED_DEMO ?? (!databaseUrl && !s.ADMIN_USERNAME),
    admin: s.ADMIN_USERNAME && s.ADMIN_PASSWORD ? { username: s.ADMIN_USERNAME, password: s.ADMIN_PASSWORD } : null,
    metrics: { port: s.METRICS_PORT ?? null, host: s.METRICS_HOST ?? host, token: s.METRICS_TOKEN ?? null },
    shutdown: { delaySeconds: s.SHUTDOWN_DELAY_SECONDS ?? 0, timeoutSeconds: s.SHUTDOWN_TIMEOUT_SECONDS ?? 25 },
  };
}

/** Settings that start but should not be used in production, one line each. */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && config.captchaTestHook) {
    warnings.push('CAPTCHA_TEST_HOOK: on with a PostgreSQL server: anyone can read captcha answers; unset it in production');
  }
  if (config.databaseUrl && config.ssoBuiltin) {
    warnings.push('SSO_BUILTIN: on with a PostgreSQL server: the built-in sign-on service is for tests and demos; set SSO_BASE_URL instead');
  }
  return warnings;
}

/** main.ts: the settings, or one line per bad setting on stderr and exit 1; warnings go to stderr, loudly. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  let config: AppConfig;
  try {
    config = configFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const line of error.problems) console.error(line);
    process.exit(1);
  }
  for (const warning of configWarnings(config)) console.error(`WARNING ${warning}`);
  return config;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({}),
    captchaTestHook: true,
    ssoBuiltin: true,
    ssoBaseUrl: null,
    logLevel: 'silent',
    // A refused record (no file) answers after this wait: kept short so such tests stay quick.
    uploadArrivalWaitMs: 1_500,
    ...overrides,
  };
}
