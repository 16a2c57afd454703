/**
 * Outgoing e-mail (nodemailer). With `Mail.SmtpURL` messages go over SMTP; otherwise (the
 * embedded default) each message is written as an .eml file to `Mail.Dir`, default
 * `<DataDir>/mail/`; with an in-memory DataDir and no Dir, messages are built and dropped.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../app-context';
import type { ServerConfig } from '../../config/server-config';

/** An attachment: an inline image referenced from the HTML as `cid:<cid>`, or a file (an .ics) without cid. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  cid?: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Short name for the .eml file (e.g. the receipt number). */
  tag: string;
  /** The Message-ID header, `<…@…>`; stable for a message that is sent again (messageIdFor). */
  messageId?: string;
}

/**
 * A stable Message-ID for the message `key` names (e.g. `receipt-1042.confirmation`), in the
 * domain of the sender address (`Mail.From`): a message sent again after a crash carries the same
 * Message-ID, so that mail clients show it once.
 */
export function messageIdFor(config: ServerConfig, key: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(config.Mail.From)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mailer of a configuration: SMTP, .eml files, or none (in-memory data without a Dir); From and Reply-To from Mail. */
export function createMailer(config: ServerConfig): Mailer {
  // Replies go to Mail.ReplyTo when set, else to the sender.
  const from = { from: config.Mail.From, ...(config.Mail.ReplyTo ? { replyTo: config.Mail.ReplyTo } : {}) };
  if (config.Mail.SmtpURL) {
    const smtp = nodemailer.createTransport(config.Mail.SmtpURL);
    return { send: async ({ tag: _tag, ...m }) => void (await smtp.sendMail({ ...from, ...m })) };
  }
  const dir = config.Mail.Dir ?? (config.DataDir.startsWith('memory://') ? undefined : join(config.DataDir, 'mail'));
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ tag, ...m }) {
      const info = await stream.sendMail({ ...from, ...m });
      if (!dir) return;
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${stamp}-${tag.replace(/[^\w-]/g, '_')}.eml`), info.message as Buffer);
    },
  };
}

const defaults = new WeakMap<AppContext, Mailer>();

/** The context's mailer: `ctx.mailer`, else one built from the configuration (once per context). */
export function mailerFor(ctx: AppContext): Mailer {
  if (ctx.mailer) return ctx.mailer;
  let m = defaults.get(ctx);
  if (!m) {
    m = createMailer(ctx.config);
    defaults.set(ctx, m);
  }
  return m;
}
