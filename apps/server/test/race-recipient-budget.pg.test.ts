/**
 * The lost-member-number budget of one address under concurrency on PostgreSQL
 * (docs/architecture.md#identity-and-secrets; mail/recipient-budget.ts): senders of several
 * processes resolve 12 requests for one member at once; the budget (MemberNumberEmailsPerHour = 3)
 * is taken by one guarded upsert, so exactly 3 e-mails are granted. The control reads, waits for
 * the others, then writes unguarded: more than 3 are granted.
 */
import { expect } from 'vitest';
import { resolveMemberNumbers } from '../src/modules/mail/member-number-email';
import { MAYA } from './membership-support';
import { barrier, describeRaces } from './race/race-harness';
import { NOW } from './support';

const ATTEMPTS = 12;
const PER_HOUR = 3;

describeRaces(
  'the lost-member-number budget of one address under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<null, boolean>({
      name: `${ATTEMPTS} requests for one member resolved at once`,
      attempts: ATTEMPTS,
      setup: async (r) => {
        await r.sql('delete from mail_recipient_budgets');
        return null;
      },
      attempt: async (r) => (await resolveMemberNumbers(r.store.ctx, { to: MAYA.email, lastName: MAYA.last })) !== null,
      figures: async (_r, run) => ({ granted: run.results.filter(Boolean).length }),
      invariant: async (_r, run) => expect(run.results.filter(Boolean)).toHaveLength(PER_HOUR),
      control: {
        hooks: () => ({ skipRecipientBudgetGuard: true, afterAvailabilityCheck: barrier(ATTEMPTS) }),
        broken: (f) => expect(f.granted).toBeGreaterThan(PER_HOUR),
      },
    });
  },
  { now: NOW, config: { MemberNumberEmailsPerHour: PER_HOUR } },
);
