/**
 * The start-up log line an operator reads to know what runs (docs/architecture.md#database,
 * docs/architecture.md#payments, docs/architecture.md#identity-and-secrets): the database (never
 * its password), the card provider, the identity provider, the mail transport and whether demo data
 * is on.
 */
import { join } from 'node:path';
import type { ServerConfig } from './config/server-config';

/** `postgres://user:secret@db:5432/gt?x` → `PostgreSQL db:5432/gt` (no credentials, no options). */
function databaseName(config: Pick<ServerConfig, 'DatabaseURL' | 'DataDir'>): string {
  if (!config.DatabaseURL) return config.DataDir.startsWith('memory://') ? 'PGlite in memory' : `PGlite in ${config.DataDir}`;
  try {
    const url = new URL(config.DatabaseURL);
    return `PostgreSQL ${url.host || 'local socket'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Where confirmation e-mails go (modules/mail/mailer.ts createMailer's choice; SMTP without its credentials). */
function mailTransport(config: Pick<ServerConfig, 'Mail' | 'DataDir'>): string {
  if (config.Mail.SmtpURL) {
    try {
      return `SMTP ${new URL(config.Mail.SmtpURL).host}`;
    } catch {
      return 'SMTP';
    }
  }
  const dir = config.Mail.Dir ?? (config.DataDir.startsWith('memory://') ? undefined : join(config.DataDir, 'mail'));
  return dir ? `.eml files in ${dir}` : 'none (in-memory data, no Mail.Dir)';
}

/** One line: `database: …; payments: …; identity: …; mail: …; demo data: on|off`. */
export function startupSummary(config: ServerConfig): string {
  const identity = config.IdentityDevProvider
    ? 'development provider (/dev-identity/authorize)'
    : config.Identity.UserDataURL
      ? `${new URL(config.Identity.UserDataURL).host} (Identity.UserDataURL)`
      : 'none';
  return [
    `database: ${databaseName(config)}`,
    `payments: ${config.PaymentProvider}`,
    `identity: ${identity}`,
    `mail: ${mailTransport(config)}`,
    `demo data: ${config.SeedDemoData ? 'on' : 'off'}`,
  ].join('; ');
}
