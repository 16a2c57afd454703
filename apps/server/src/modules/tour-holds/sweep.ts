/**
 * The sweep of lapsed holds (docs/architecture.md#capacity-and-holds). A lapsed line stops counting at once (availability
 * sums only `expires_at > now`), but a visitor may still pay for a lapsed hold whose seats are
 * free, so its rows are kept HoldRetentionMinutes after they lapse, then deleted in batches:
 * the lines (with their UDF values), the per-expiry seat buckets, the hold-payment leases, gift
 * card holds that ended and unique coupon holds whose cart's seat hold is gone. Completed
 * Idempotency-Keys (with their stored answers) go after IdempotencyRetentionHours.
 * Safe with several processes: rows another sweep is deleting are skipped (SKIP LOCKED), and a
 * row deleted twice is simply gone. Runs every HoldSweepSeconds (main.ts).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';

export interface SweepReport {
  lines: number;
  buckets: number;
  payments: number;
  giftCardHolds: number;
  couponHolds: number;
  /** Completed Idempotency-Keys older than IdempotencyRetentionHours (their stored answers). */
  idempotencyKeys: number;
}

const BATCH = 1000;

async function deleted(ctx: AppContext, statement: ReturnType<typeof sql>): Promise<number> {
  const res = (await ctx.db.execute(statement)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** Deletes what lapsed before now − HoldRetentionMinutes; returns how many rows of each kind. */
export async function sweepLapsedHolds(ctx: AppContext): Promise<SweepReport> {
  const before = new Date(ctx.clock().getTime() - ctx.config.HoldRetentionMinutes * 60_000).toISOString();
  const report: SweepReport = { lines: 0, buckets: 0, payments: 0, giftCardHolds: 0, couponHolds: 0, idempotencyKeys: 0 };
  for (;;) {
    // The lines of one hold on one event share their expiry: a batch takes whole (hold, event)
    // groups, and their UDF values go with them.
    const n = await deleted(
      ctx,
      sql`with doomed as (
          select ctid, hold_ref, tour_event_id from tour_holds where expires_at < ${before}::timestamptz
          limit ${BATCH} for update skip locked),
        lines as (delete from tour_holds h using doomed d where h.ctid = d.ctid returning h.hold_ref, h.tour_event_id),
        udfs as (delete from tour_hold_udfs u using lines l where u.hold_ref = l.hold_ref and u.tour_event_id = l.tour_event_id
          and not exists (select 1 from tour_holds x where x.hold_ref = u.hold_ref and x.tour_event_id = u.tour_event_id
            and x.expires_at >= ${before}::timestamptz))
        select count(*)::int as n from lines`,
    );
    report.lines += n;
    if (n < BATCH) break;
  }
  report.buckets = await deleted(
    ctx,
    sql`with gone as (delete from tour_hold_seats where expires_at < ${before}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  report.payments = await deleted(
    ctx,
    sql`with gone as (delete from hold_payments where lease_until < ${before}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  // Gift card holds that ended (released or lapsed) before the retention, and unique coupon holds
  // of carts whose seat hold is gone.
  report.giftCardHolds = await deleted(
    ctx,
    sql`with gone as (delete from gift_card_holds where least(coalesce(released_at, expires_at), expires_at) < ${before}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  report.couponHolds = await deleted(
    ctx,
    sql`with gone as (delete from unique_coupon_holds u where u.created_at < ${before}::timestamptz
          and not exists (select 1 from tour_holds t where t.hold_ref = u.tour_hold_ref) returning 1)
        select count(*)::int as n from gone`,
  );
  // A retry later than this is a new request; a key that booked still cannot book again (the
  // key is unique on transactions and payments).
  const keysBefore = new Date(ctx.clock().getTime() - ctx.config.IdempotencyRetentionHours * 3_600_000).toISOString();
  report.idempotencyKeys = await deleted(
    ctx,
    sql`with gone as (delete from idempotency_keys where status = 'completed' and created_at < ${keysBefore}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  return report;
}
