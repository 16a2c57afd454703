/**
 * Gift card storage (db/gift-card-schema.ts; docs/architecture.md#money-and-the-ledger): PINs hashed with
 * scrypt, the balance as the sum of the ledger, holds that count while live. Every write that
 * spends a balance runs under the card's row lock and checks first: no balance goes below zero.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newGiftCardNo, newPin } from '../../lib/random-codes';

const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * `salt:hash` (hex) of a PIN: scrypt with node's defaults (N 16384, r 8, p 1), 32 bytes, a random
 * 16-byte salt. Runs on libuv's thread pool (~40 ms of CPU each), never on the event loop
 * (docs/architecture.md#database: PIN hashing is async); the stored format is unchanged, so hashes written
 * by earlier versions still verify.
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(pin, salt, 32)).toString('hex')}`;
}

/** Whether `pin` is the PIN of stored `salt:hash` (hashPin), off the event loop. */
async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'hex'), 32);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** SQL: what card `no` can spend at `now`: its ledger sum less every live hold but `exceptHoldRef`. */
export const availableSql = (no: string, now: string, exceptHoldRef: string | null) => sql`(
  coalesce((select sum(l.amount_cents) from gift_card_ledger l where l.giftcard_no = ${no}), 0)
  - coalesce((select sum(h.amount_cents) from gift_card_holds h where h.giftcard_no = ${no} and h.released_at is null
      and h.expires_at > ${now}::timestamptz and h.giftcard_hold_ref is distinct from ${exceptHoldRef}), 0))::int`;

/** The card's row, locked (FOR UPDATE) unless `lock` is false (race-test control only). */
export async function lockedCard(db: Db, no: string, lock: boolean): Promise<{ pin_hash: string | null } | undefined> {
  const [card] = await rows<{ pin_hash: string | null }>(db, sql`select pin_hash from gift_cards where giftcard_no = ${no} ${lock ? sql`for update` : sql``}`);
  return card;
}

export type GiftCardHoldOutcome =
  | { kind: 'held'; amountCents: number; balanceRemainingCents: number }
  | { kind: 'unknown' }
  | { kind: 'consumed' }
  | { kind: 'held-elsewhere' };

/**
 * Holds up to `amountCents` of card `giftcardNo` for a cart as hold `holdRef` (a new hold, or a
 * change of the cart's hold on that card), until `expiresAt`, in one transaction under the card's
 * row lock: as much as the card can spend (its balance less other live holds). A new hold needs
 * the card's PIN when it has one and `checkPin` (the PIN mode is not `false`); a change of an
 * existing hold of the card does not (its reference is the proof). `unknown`: no such card, a
 * wrong or missing PIN, or a reference of another card (one answer); `consumed`: nothing left;
 * `held-elsewhere`: a balance is left but other carts' live holds take all of it.
 */
export async function holdGiftCard(
  db: Db,
  h: { giftcardNo: string; pin?: string; checkPin: boolean; amountCents: number; holdRef: string; now: Date; expiresAt: Date; lock: boolean; afterCheck?: () => Promise<void> },
): Promise<GiftCardHoldOutcome> {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, h.giftcardNo, h.lock);
    if (!card) return { kind: 'unknown' } as const;
    const [own] = await rows<{ giftcard_no: string }>(tx, sql`select giftcard_no from gift_card_holds where giftcard_hold_ref = ${h.holdRef}`);
    if (own && own.giftcard_no !== h.giftcardNo) return { kind: 'unknown' } as const;
    if (!own && h.checkPin && card.pin_hash && !(h.pin && (await pinMatches(h.pin, card.pin_hash)))) return { kind: 'unknown' } as const;
    const at = h.now.toISOString();
    const [row] = await rows<{ available: number }>(tx, sql`select ${availableSql(h.giftcardNo, at, h.holdRef)} as available`);
    const available = Math.max(0, Number(row?.available ?? 0));
    const amount = Math.min(h.amountCents, available);
    if (amount <= 0) {
      const [bal] = await rows<{ balance: number }>(tx, sql`select coalesce(sum(amount_cents), 0)::int as balance from gift_card_ledger where giftcard_no = ${h.giftcardNo}`);
      return { kind: Number(bal?.balance ?? 0) > 0 ? 'held-elsewhere' : 'consumed' } as const;
    }
    await h.afterCheck?.();
    await tx.execute(
      sql`insert into gift_card_holds (giftcard_hold_ref, giftcard_no, amount_cents, expires_at, created_at)
          values (${h.holdRef}, ${h.giftcardNo}, ${amount}, ${h.expiresAt.toISOString()}::timestamptz, ${at}::timestamptz)
          on conflict (giftcard_hold_ref) do update set amount_cents = excluded.amount_cents, expires_at = excluded.expires_at, released_at = null`,
    );
    return { kind: 'held', amountCents: amount, balanceRemainingCents: available - amount } as const;
  });
}

/** Releases a hold (removed from the cart, the cart discarded): it stops counting. */
export async function releaseGiftCardHold(db: Db, holdRef: string, now: Date): Promise<void> {
  await db.execute(sql`update gift_card_holds set released_at = ${now.toISOString()}::timestamptz where giftcard_hold_ref = ${holdRef} and released_at is null`);
}

/** The card a hold belongs to, when `holdRef` is a hold of `giftcardNo`. */
export async function holdOfCard(db: Db, holdRef: string, giftcardNo: string): Promise<boolean> {
  const found = await rows<{ n: number }>(db, sql`select 1 as n from gift_card_holds where giftcard_hold_ref = ${holdRef} and giftcard_no = ${giftcardNo}`);
  return found.length > 0;
}

/** What the card can spend at `now` for the cart holding `holdRef` (its own hold not counted), cents. */
export async function spendable(db: Db, giftcardNo: string, holdRef: string | null, now: Date): Promise<number> {
  const [row] = await rows<{ available: number }>(db, sql`select ${availableSql(giftcardNo, now.toISOString(), holdRef)} as available`);
  return Number(row?.available ?? 0);
}

/**
 * In the booking transaction: pays `amountCents` of `receiptNo` with the card, under its row lock
 * (`lock` false: race-test control only): granted when the card can spend that much with the
 * cart's own hold given back (a lapsed hold still pays if the balance is there); writes the
 * `redeem` ledger entry and releases the hold. Returns the balance left (less other live holds),
 * or null when refused.
 */
export async function redeemGiftCard(
  db: Db,
  r: { giftcardNo: string; holdRef: string; amountCents: number; receiptNo: number; now: Date; lock: boolean; afterCheck?: () => Promise<void> },
): Promise<number | null> {
  if (!(await lockedCard(db, r.giftcardNo, r.lock))) return null;
  const at = r.now.toISOString();
  const [row] = await rows<{ available: number }>(db, sql`select ${availableSql(r.giftcardNo, at, r.holdRef)} as available`);
  const available = Number(row?.available ?? 0);
  if (available < r.amountCents) return null;
  await r.afterCheck?.();
  await db.execute(
    sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, receipt_no, created_at)
        values (${r.giftcardNo}, 'redeem', ${-r.amountCents}, ${r.receiptNo}, ${at}::timestamptz)`,
  );
  await releaseGiftCardHold(db, r.holdRef, r.now);
  return available - r.amountCents;
}

/** Issues a card with `amountCents` (the demo seed; gift card purchase later). */
export async function issueGiftCard(db: Db, c: { giftcardNo: string; pin: string | null; amountCents: number; now: Date }): Promise<void> {
  const at = c.now.toISOString();
  const pinHash = c.pin ? await hashPin(c.pin) : null;
  await db.execute(sql`insert into gift_cards (giftcard_no, pin_hash, created_at) values (${c.giftcardNo}, ${pinHash}, ${at}::timestamptz)`);
  await db.execute(
    sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, created_at) values (${c.giftcardNo}, 'issue', ${c.amountCents}, ${at}::timestamptz)`,
  );
}

/** A gift card about to be issued: its number, its PIN (shown once, on the receipt) and the PIN's hash. */
export interface NewGiftCard {
  giftcardNo: string;
  pin: string | null;
  pinHash: string | null;
}

/**
 * New gift cards: `quantity` random numbers, each with a new PIN (when `pinned`) and its hash,
 * hashed concurrently on the thread pool. Call before the booking transaction, so that no
 * transaction (and no lock) waits for the hashing.
 */
export async function newGiftCards(quantity: number, pinned: boolean): Promise<NewGiftCard[]> {
  return Promise.all(
    Array.from({ length: quantity }, async () => {
      const pin = pinned ? newPin() : null;
      return { giftcardNo: newGiftCardNo(), pin, pinHash: pin && (await hashPin(pin)) };
    }),
  );
}

/**
 * In the booking transaction: issues the gift cards a purchase line bought, each with `amountCents`
 * (an `issue` ledger entry linked to the receipt) and its PIN hash when it has a PIN.
 */
export async function issuePurchasedGiftCards(
  db: Db,
  p: { receiptNo: number; productLineNo: number; amountCents: number; cards: { giftcardNo: string; pinHash: string | null }[]; now: Date },
): Promise<void> {
  const cards = JSON.stringify(p.cards.map((c) => ({ no: c.giftcardNo, pin: c.pinHash })));
  const at = p.now.toISOString();
  await db.execute(sql`with x as (select * from jsonb_to_recordset(${cards}::jsonb) as x(no text, pin text)),
      c as (insert into gift_cards (giftcard_no, pin_hash, created_at, receipt_no, product_line_no)
        select x.no, x.pin, ${at}::timestamptz, ${p.receiptNo}::int, ${p.productLineNo}::int from x)
    insert into gift_card_ledger (giftcard_no, kind, amount_cents, receipt_no, created_at)
    select x.no, 'issue', ${p.amountCents}::int, ${p.receiptNo}::int, ${at}::timestamptz from x`);
}
