import type { FastifyBaseLogger } from 'fastify';
import type { DbAvailability } from './db/availability';
import type { Db } from './db/client';
import type { ServerConfig } from './config/server-config';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentProvider } from './modules/payments/provider';

/**
 * Hooks for tests only; production never sets them. They let a race test show that the hold
 * lock is what prevents overselling, and a recovery test simulate a crash after a charge.
 */
export interface TestHooks {
  /** Take seats without locking the event row (the control case of the oversell test). */
  skipHoldLock?: boolean;
  /** Let any number of payment attempts charge and book one hold (the control of the claim race). */
  skipHoldClaim?: boolean;
  /** Reserve and redeem coupons without their row lock or guard (the control of the coupon races). */
  skipCouponLock?: boolean;
  /**
   * Count a unique coupon reservation whenever its seat hold has a live line, even one re-taken
   * after the reservation lapsed, and charge a payment without first confirming its coupon units
   * (the control of the lapsed-reservation race).
   */
  skipCouponHoldExpiry?: boolean;
  /** Hold and redeem gift cards, and write an operator's adjustment or void, without the card's row lock and the guarded insert (the control of the gift card races). */
  skipGiftCardLock?: boolean;
  /** Book without re-checking under the event lock that the events are still bookable (control). */
  skipEventRecheck?: boolean;
  /** Number a tab sale from a plain read of the last number instead of the guarded upsert (control). */
  skipOrderNumberLock?: boolean;
  /** Renew a membership without the guard on the expiry it was priced from (the control of the renewal race). */
  skipMembershipGuard?: boolean;
  /** Change a booking without its row lock (the control of the two-tabs booking change race). */
  skipBookingLock?: boolean;
  /** Reserve card refunds without the payment's row lock and the captured-amount check (control). */
  skipRefundGuard?: boolean;
  /** Spend an IdentityToken without checking that no other sale spent it (the control of the verified-rate race). */
  skipIdentityTokenGuard?: boolean;
  /** Take from a recipient's e-mail budget with a plain read and an unguarded write (control of the budget race). */
  skipRecipientBudgetGuard?: boolean;
  /** Apply migrations without the advisory lock (the control of the migration race, db/client.ts). */
  skipMigrationLock?: boolean;
  /** Admit at the door by a read of the list then a plain insert, without the partial unique index's guard (the control of the check-in race; the test drops the index). */
  skipCheckinGuard?: boolean;
  /** Awaited between the check-in control's read and its insert (widens the race window). */
  afterCheckinRead?: () => Promise<void>;
  /** Take over a key parked for 3-D Secure without checking it is still parked (the control of the webhook-and-browser race). */
  skipParkedKeyGuard?: boolean;
  /** Change an event's capacity without the event's row lock (the control of the capacity races). */
  skipCapacityLock?: boolean;
  /** Awaited between the capacity check (sold + live holds) and the write (widens the race window). */
  afterCapacityCheck?: () => Promise<void>;
  /** Awaited after a booking change read the booking (widens the race window). */
  afterBookingRead?: () => Promise<void>;
  /** Awaited between the availability check and the hold write (widens the race window). */
  afterAvailabilityCheck?: () => Promise<void>;
  /** Awaited after each booking of an event cancellation (`n` bookings so far in this run); throw to simulate a crash halfway. */
  afterEventCancelItem?: (n: number) => Promise<void>;
  /** Deliver webhooks from a plain read of the due rows, without the SKIP LOCKED claim and lease (the control of the delivery race). */
  skipWebhookClaim?: boolean;
  /** Awaited after a card was charged, before the booking transaction; throw to simulate a crash. */
  afterCharge?: () => Promise<void>;
}

/** What every module gets: the database, the validated configuration and the clock (UTC instants). */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  clock: () => Date;
  /** Card provider; unset → the one named by `config.PaymentProvider` (sandbox). */
  payments?: PaymentProvider;
  /** Outgoing mail; unset → SMTP or .eml files per `config.Mail`. */
  mailer?: Mailer;
  testHooks?: TestHooks;
  /** Where background work (refunds, the mail outbox) logs; buildApp sets the app's logger unless given. */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The PostgreSQL pool's connections (metrics); unset on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Whether PostgreSQL can be reached (metrics, 503 answers; db/availability.ts); unset on PGlite. */
  dbAvailability?: DbAvailability;
  /** The back office's reading pool (db/client.ts `DbHandle.reportDb`); unset: `db`. */
  reportDb?: Db;
}

/** Where the back office's reading pages (reports, manifests, booking search) query: `reportDb`, else `db`. */
export const reportDbOf = (ctx: AppContext): Db => ctx.reportDb ?? ctx.db;
