/**
 * Back office accounts (docs/architecture.md#operators-and-the-back-office): operator users with
 * argon2id password hashes, server-side sessions (only a SHA-256 of the random session id is
 * stored) and the audit log of every change made through the admin API (who, when, what,
 * before/after).
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const OPERATOR_ROLES = ['admin', 'box_office', 'door', 'kitchen'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorUsers = pgTable(
  'operator_users',
  {
    userId: serial('user_id').primaryKey(),
    /** Stored lower-cased; one account per address. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    /** argon2id PHC string (`$argon2id$v=19$…`). */
    passwordHash: text('password_hash').notNull(),
    /** Set for a one-time password: every admin call but the password change is refused until changed. */
    passwordMustChange: boolean('password_must_change').notNull().default(true),
    /** Base32 TOTP secret once confirmed (second factor asked at sign-in); null without TOTP. */
    totpSecret: text('totp_secret'),
    /** Secret being enrolled, confirmed by a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_users_email_idx').on(t.email)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** SHA-256 (hex) of the 256-bit random id the cookie carries. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => operatorUsers.userId, { onDelete: 'cascade' }),
    /** Secret of the session's CSRF tokens (@fastify/csrf-protection). */
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The operator who acted; null for the command line (`admin:create`). Not a foreign key: entries outlive removed users. */
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    /** What happened, `<entity>.<verb>` (e.g. `user.create`, `session.create`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
  ],
);

/**
 * Back office security settings (one row, `id` 1, written only through the admin API and audited):
 * `requireTotpForAdmins` sends every admin without a second factor to the TOTP enrolment before
 * any other admin call (http/admin-access.ts).
 */
export const adminSettings = pgTable('admin_settings', {
  id: integer('id').primaryKey().default(1),
  requireTotpForAdmins: boolean('require_totp_for_admins').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/**
 * Storefront settings and messages changed in the back office (docs/configuration.md#settings-changed-in-the-back-office):
 * one row per public configuration key (`key` its dotted path, e.g. `Headings.ProductsPage`),
 * `value` as JSON, validated with the contract's PublicConfig schema before it is written. The
 * effective configuration is defaults ← these rows ← the configuration file (the file wins);
 * every process re-reads the rows at most SettingsCacheSeconds after a change (who changed what
 * is in the audit log).
 */
export const storefrontSettings = pgTable('storefront_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
