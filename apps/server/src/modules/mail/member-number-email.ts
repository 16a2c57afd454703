/**
 * The lost-member-number e-mail (spec 01 §2 "I don't know my member #", §7
 * `LostMemberNoEmail/LostMemberNo`): the member numbers registered to a last name and e-mail,
 * sent to that e-mail only (the request's answer never shows them). Dates `MMMM DD, YYYY`.
 * The request only queues what was asked (every request the same work, whoever is a member);
 * the outbox sender looks the members up after the answer (resolveMemberNumbers) and sends at
 * most MemberNumberEmailsPerHour of these e-mails to one address (recipient-budget.ts).
 */
import type { AppContext } from '../../app-context';
import { membersByNameAndEmail } from '../memberships/repository';
import { esc, paragraph, renderMail, textFooter } from './layout';
import { type MailMessage, messageIdFor } from './mailer';
import { takeRecipientBudget } from './recipient-budget';
import { DATE_FORMAT, dayjs } from '@gt/domain/venue-time';

export type MemberNumberLine = { firstName: string; lastName: string; memberNo: string; packageName: string; expiryDate: string };

/** A queued request (`lastName`, members not looked up yet), or the e-mail to send (`members`). */
export interface MemberNumberPayload {
  to: string;
  lastName?: string;
  members?: MemberNumberLine[];
}

/**
 * The members of a queued request, looked up now, when its e-mail may go: null (send nothing)
 * when no member matches the last name and e-mail, or when the address's budget of the hour is
 * spent. A payload with members already (looked up by an earlier attempt) is sent as it is.
 */
export async function resolveMemberNumbers(ctx: AppContext, p: MemberNumberPayload): Promise<Required<Pick<MemberNumberPayload, 'to' | 'members'>> | null> {
  if (p.members) return { to: p.to, members: p.members };
  const members = await membersByNameAndEmail(ctx.db, (p.lastName ?? '').trim(), p.to.trim());
  if (members.length === 0) return null;
  const granted = await takeRecipientBudget(ctx.db, {
    kind: 'member-number',
    to: p.to,
    perHour: ctx.config.MemberNumberEmailsPerHour,
    now: ctx.clock(),
    guard: !ctx.testHooks?.skipRecipientBudgetGuard,
    afterCheck: ctx.testHooks?.afterAvailabilityCheck,
  });
  return granted ? { to: p.to, members } : null;
}

/** Builds the message of outbox row `outboxId` (its Message-ID derives from it), in the venue's layout (layout.ts). */
export async function memberNumberEmail(ctx: AppContext, p: { to: string; members: MemberNumberLine[] }, outboxId: number): Promise<MailMessage> {
  const venue = ctx.config.Public.VenueName;
  const lines = p.members.map((m) => `${m.firstName} ${m.lastName}: member number ${m.memberNo} (${m.packageName}, expires ${dayjs.utc(m.expiryDate).format(DATE_FORMAT)})`);
  const { html, inline } = await renderMail(ctx, {
    title: 'Your member number',
    preheader: 'You asked for your member number.',
    blocks: [paragraph('You asked for your member number.'), ...lines.map((l) => paragraph(`<strong>${esc(l)}</strong>`)), paragraph('If you did not ask for it, you can ignore this e-mail.', true)],
  });
  return {
    to: p.to,
    subject: `${venue}: your member number`,
    text: ['You asked for your member number.', '', ...lines, '', 'If you did not ask for it, you can ignore this e-mail.', '', ...textFooter(ctx.config)].join('\n'),
    html,
    attachments: inline,
    tag: `member-number-${outboxId}`,
    messageId: messageIdFor(ctx.config, `member-number-${outboxId}`),
  };
}
