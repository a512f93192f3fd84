import { storageFromEnv, type StorageConfig } from './platform/storage/storage-config.ts';

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
  /** Picture storage: local disk (default) or an S3-compatible store. */
  storage: StorageConfig;
  logLevel: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const storage = storageFromEnv(env, env.DATA_DIR ?? './data/pglite');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data/pglite',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 2_592_000),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginLockSeconds: Number(env.LOGIN_LOCK_SECONDS ?? 900),
    captchaTestHook: flag(env.CAPTCHA_TEST_HOOK, false),
    ssoBaseUrl: env.SSO_BASE_URL || (flag(env.SSO_BUILTIN, false) ? `http://127.0.0.1:${port}/sso-service` : null),
    ssoBuiltin: flag(env.SSO_BUILTIN, false),
    webDist: env.WEB_DIST ?? null,
    resourcesUrl: env.RESOURCES_URL ?? (storage.driver === 's3' ? storage.s3.publicUrl : '/files'),
    storage,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({}),
    captchaTestHook: true,
    ssoBuiltin: true,
    ssoBaseUrl: null,
    logLevel: 'silent',
    ...overrides,
  };
}
