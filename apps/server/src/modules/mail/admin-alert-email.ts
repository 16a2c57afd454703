/**
 * Alerts to the venue's admins (operator users with the admin role, not disabled): a card refund
 * that ended failed, a payment disputed (payments/refund-events.ts, payments/disputes.ts). Queued in
 * the outbox in the transaction that records what they tell, one message per admin (so that one
 * bad address does not hold the others back), and sent by the outbox sender in the venue's MJML
 * layout (layout.ts) with a button to the booking in the back office.
 */
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/mail-schema';
import type { ServerConfig } from '../../config/server-config';
import { activeAdminEmails } from '../admin-auth/repository';
import { amountRows, button, esc, paragraph, renderMail, storefrontBase, textFooter } from './layout';
import { type MailMessage, messageIdFor } from './mailer';

/** What an alert says, fixed when it is queued: its subject, a first sentence, label/value facts, and links (e.g. the bookings). */
export interface AdminAlert {
  subject: string;
  intro: string;
  facts: [label: string, value: string][];
  links: { label: string; href: string }[];
}

/** One admin's alert in the outbox. */
export interface AdminAlertPayload extends AdminAlert {
  to: string;
}

/**
 * The back office's page of booking `bookingNo`: the back office is served under /admin/ on the
 * server's origin, the origin of Mail.StorefrontURL.
 */
export function backofficeBookingUrl(config: ServerConfig, bookingNo: number): string {
  return new URL(`/admin/bookings/${bookingNo}/show`, `${storefrontBase(config)}/`).href;
}

/** Queues `alert` to every active admin (none: nothing queued); call inside the transaction that records its cause. Returns how many were queued. */
export async function queueAdminAlert(db: Db | Tx, alert: AdminAlert, now: Date): Promise<number> {
  const to = await activeAdminEmails(db);
  if (to.length === 0) return 0;
  await db
    .insert(mailOutbox)
    .values(
      to.map((address) => ({ kind: 'admin-alert' as const, payload: { ...alert, to: address }, createdAt: now, nextAttemptAt: now })),
    );
  return to.length;
}

/** Builds the message of outbox row `outboxId` (its Message-ID derives from it). */
export async function adminAlertEmail(ctx: AppContext, p: AdminAlertPayload, outboxId: number): Promise<MailMessage> {
  const { html, inline } = await renderMail(ctx, {
    title: p.subject,
    preheader: p.intro,
    blocks: [paragraph(esc(p.intro)), amountRows(p.facts), ...p.links.map((l) => button(l.href, l.label))],
  });
  return {
    to: p.to,
    subject: p.subject,
    text: [
      p.intro,
      '',
      ...p.facts.map(([label, value]) => `${label}: ${value}`),
      '',
      ...p.links.map((l) => `${l.label}: ${l.href}`),
      '',
      ...textFooter(ctx.config),
    ].join('\n'),
    html,
    attachments: inline,
    tag: `admin-alert-${outboxId}`,
    messageId: messageIdFor(ctx.config, `admin-alert-${outboxId}`),
  };
}
