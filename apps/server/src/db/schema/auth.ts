import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A login: merchant staff (sys_type 1) or platform staff (sys_type 2). */
export const authAccount = pgTable(
  'auth_account',
  {
    uid: id('uid').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 30 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    createIp: varchar('create_ip', { length: 64 }),
    status: smallint('status').notNull().default(1),
    sysType: smallint('sys_type').notNull(),
    userId: id('user_id').notNull(),
    tenantId: id('tenant_id').notNull(),
    isAdmin: smallint('is_admin').notNull().default(0),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    uniqueIndex('auth_account_username_live')
      .on(t.username)
      .where(sql`status <> -1`),
    // Migration 0015: the lowered name, by which the check of a new name finds an account named in another case.
    index('auth_account_username_lower')
      .on(sql`lower(${t.username})`)
      .where(sql`status <> -1`),
    // Migration 0006: one live account per user of a system.
    uniqueIndex('auth_account_user_live')
      .on(t.sysType, t.userId)
      .where(sql`status <> -1`),
  ],
);

/** Opaque access tokens, stored as a SHA-256 hash so a database leak does not leak sessions. */
export const accessToken = pgTable(
  'access_token',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    uid: id('uid').notNull(),
    userId: id('user_id').notNull(),
    tenantId: id('tenant_id').notNull(),
    sysType: smallint('sys_type').notNull(),
    isAdmin: smallint('is_admin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('access_token_uid').on(t.uid)],
);

/** Failed sign-in counters per key (username + address), shared by every server process. */
export const loginAttempt = pgTable('login_attempt', {
  attemptKey: varchar('attempt_key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha challenges and one-time verifications; in the database so any process can answer. */
export const captchaChallenge = pgTable(
  'captcha_challenge',
  {
    token: varchar('token', { length: 200 }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    captchaType: varchar('captcha_type', { length: 20 }).notNull(),
    secretKey: varchar('secret_key', { length: 32 }).notNull(),
    answer: jsonb('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('captcha_challenge_expires').on(t.expiresAt)],
);

/** Tickets of the built-in sign-on service. */
export const ssoTicket = pgTable('sso_ticket', {
  ticket: varchar('ticket', { length: 64 }).primaryKey(),
  username: varchar('username', { length: 30 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createTime: createdAt(),
});

/** Sessions of the built-in sign-on service (the token the sign-on service hands the browser). */
export const ssoSession = pgTable('sso_session', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  username: varchar('username', { length: 30 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createTime: createdAt(),
});
