// Settings: every variable is checked at start, and a bad one answers one line naming it and a non-zero exit, never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, settingProblems, testConfig } from '../../src/config.ts';
import { emptyDatabase, runToExit, stderrLines, strongPassword, type TestDatabase } from './support.ts';

describe('settings schema', () => {
  it('takes an empty environment: the embedded database with the demo, as npm start needs', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: './data/pglite', seedDemo: true, admin: null, logLevel: 'info' });
    expect(config.metrics).toEqual({ port: null, host: '0.0.0.0', token: null });
    expect(testConfig().seedDemo).toBe(true);
  });

  it('seeds no demo into a PostgreSQL server, nor beside an administrator, unless SEED_DEMO asks', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://db.example/mall' }).seedDemo).toBe(false);
    expect(configFromEnv({ DATABASE_URL: 'postgres://db.example/mall', SEED_DEMO: '1' }).seedDemo).toBe(true);
    const password = strongPassword();
    expect(configFromEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: password })).toMatchObject({
      seedDemo: false,
      admin: { username: 'boss', password },
    });
  });

  it('names each bad setting on a line of its own', () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ PORT: 'abc' }, ['PORT: expected a whole number from 0 to 65535 (got "abc")']],
      [{ PORT: '70000' }, ['PORT: expected a whole number from 0 to 65535 (got "70000")']],
      [{ STORAGE_DRIVER: 'ftp' }, ['STORAGE_DRIVER: expected local or s3 (got "ftp")']],
      [
        { STORAGE_DRIVER: 's3' },
        ['STORAGE_S3_ACCESS_KEY: required with STORAGE_DRIVER=s3', 'STORAGE_S3_SECRET_KEY: required with STORAGE_DRIVER=s3'],
      ],
      [{ DATABASE_URL: 'mysql://db/mall' }, ['DATABASE_URL: expected postgres://user:password@host:port/database']],
      [{ LOG_LEVEL: 'loud' }, ['LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")']],
      [{ CAPTCHA_TEST_HOOK: 'maybe' }, ['CAPTCHA_TEST_HOOK: expected 1 or 0 (true/false, yes/no and on/off work too) (got "maybe")']],
      [{ TRUST_PROXY: 'the-proxy' }, ['TRUST_PROXY: expected true, false, a hop count, or a comma list of addresses and CIDRs (got "the-proxy")']],
      [{ ADMIN_USERNAME: 'boss' }, ['ADMIN_PASSWORD: required with ADMIN_USERNAME']],
      [{ METRICS_PORT: '8080' }, ['METRICS_PORT: must differ from PORT (got "8080")']],
      [{ METRICS_TOKEN: 'short' }, ['METRICS_TOKEN: expected at least 16 characters']],
      [
        { PORT: 'x', LOGIN_MAX_FAILURES: '0' },
        ['PORT: expected a whole number from 0 to 65535 (got "x")', 'LOGIN_MAX_FAILURES: expected a whole number from 1 to 2147483647 (got "0")'],
      ],
    ];
    for (const [env, lines] of cases) {
      expect(settingProblems(env), JSON.stringify(env)).toEqual(lines);
      expect(() => configFromEnv(env)).toThrow(ConfigError);
    }
  });

  it('refuses a weak administrator password without repeating it', () => {
    for (const password of ['short1A', 'alllowercaseletters', 'Caremall123', 'Boss-boss-2026!']) {
      const lines = settingProblems({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: password });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ADMIN_PASSWORD: too weak/);
      expect(lines[0]).not.toContain(password);
    }
    expect(settingProblems({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: strongPassword() })).toEqual([]);
  });
});

describe('a start with bad settings (the real server process)', () => {
  let scratch: TestDatabase;
  beforeAll(async () => {
    scratch = await emptyDatabase();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  const start = (env: Record<string, string>) => runToExit({ DATA_DIR: `${scratch.storageDir}-never`, STORAGE_DIR: scratch.storageDir, ...env });

  it('answers one line naming the setting and exits non-zero', async () => {
    const unreachable = 'postgres://caremall:not-this-one@127.0.0.1:1/nothing';
    const [port, driver, s3, database, hook] = await Promise.all([
      start({ PORT: 'abc' }),
      start({ STORAGE_DRIVER: 'ftp' }),
      start({ STORAGE_DRIVER: 's3' }),
      start({ DATABASE_URL: unreachable }),
      start({ DATABASE_URL: unreachable, CAPTCHA_TEST_HOOK: '1' }),
    ]);
    expect(port.code).toBe(1);
    expect(stderrLines(port.stderr)).toEqual(['PORT: expected a whole number from 0 to 65535 (got "abc")']);
    expect(driver.code).toBe(1);
    expect(stderrLines(driver.stderr)).toEqual(['STORAGE_DRIVER: expected local or s3 (got "ftp")']);
    expect(s3.code).toBe(1);
    expect(stderrLines(s3.stderr)).toEqual([
      'STORAGE_S3_ACCESS_KEY: required with STORAGE_DRIVER=s3',
      'STORAGE_S3_SECRET_KEY: required with STORAGE_DRIVER=s3',
    ]);
    expect(database.code).toBe(1);
    const [line, ...rest] = stderrLines(database.stderr);
    expect(line).toMatch(/^DATABASE_URL: cannot connect to 127\.0\.0\.1:1\/nothing \(.+\)$/);
    expect(line).not.toContain('not-this-one');
    expect(rest).toEqual([]);
    // The test hook beside a PostgreSQL server is loud, whatever happens next.
    expect(hook.code).toBe(1);
    expect(stderrLines(hook.stderr)[0]).toMatch(/^WARNING CAPTCHA_TEST_HOOK: on with a PostgreSQL server/);
    for (const result of [port, driver, s3, database, hook]) expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
