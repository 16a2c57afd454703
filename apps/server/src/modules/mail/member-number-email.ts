/**
 * The lost-member-number e-mail (spec 01 §2 "I don't know my member #", §7
 * `LostMemberNoEmail/LostMemberNo`): the member numbers registered to a last name and e-mail,
 * sent to that e-mail only (the request's answer never shows them). Dates `MMMM DD, YYYY`.
 */
import type { AppContext } from '../../app-context';
import { type MailMessage, messageIdFor } from './mailer';
import { DATE_FORMAT, dayjs } from '@gt/domain/venue-time';

export interface MemberNumberPayload {
  to: string;
  members: { firstName: string; lastName: string; memberNo: string; packageName: string; expiryDate: string }[];
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds the message of outbox row `outboxId` (its Message-ID derives from it). */
export function memberNumberEmail(ctx: AppContext, p: MemberNumberPayload, outboxId: number): MailMessage {
  const venue = ctx.config.Public.VenueName;
  const lines = p.members.map((m) => `${m.firstName} ${m.lastName}: member number ${m.memberNo} (${m.packageName}, expires ${dayjs.utc(m.expiryDate).format(DATE_FORMAT)})`);
  return {
    to: p.to,
    subject: `${venue}: your member number`,
    text: ['You asked for your member number.', '', ...lines, '', 'If you did not ask for it, you can ignore this e-mail.'].join('\n'),
    html: `<!doctype html><html><body><p>You asked for your member number.</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul><p>If you did not ask for it, you can ignore this e-mail.</p></body></html>`,
    tag: `member-number-${outboxId}`,
    messageId: messageIdFor(ctx.config, `member-number-${outboxId}`),
  };
}
