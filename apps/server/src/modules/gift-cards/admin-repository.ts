/**
 * Gift cards in the back office (db/gift-card-schema.ts, db/product-schema.ts): the gift card
 * products for sale, issued cards found by number suffix or buyer, a card's ledger and holds, and
 * an operator's ledger entries. Cents; every entry that takes money is written under the card's row
 * lock by one guarded statement (the balance never goes below zero).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCards } from '../../db/gift-card-schema';
import { products, transactionProductLines } from '../../db/product-schema';
import { displayAreas } from '../../db/schema';
import { likeTerm } from '../display-areas/repository';
import { availableSql, lockedCard } from './repository';
import { lockProductIds } from '../products/repository';

const rows = async <T>(db: Db | Tx, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export type GiftCardProductRow = typeof products.$inferSelect;
export type GiftCardProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'displayAreaNo' | 'priceCents' | 'maxPriceCents' | 'sellFrom' | 'sellTill' | 'imageUrl' | 'sortOrder'
>;

const isGiftCard = eq(products.productType, 'giftcard');

/** Gift card products `start`..`end` (exclusive) by area, order and id, of one area when given, and the total. */
export async function listGiftCardProducts(db: Db, q: { start: number; end: number; displayAreaId?: number }): Promise<{ rows: GiftCardProductRow[]; total: number }> {
  const where = q.displayAreaId ? and(isGiftCard, eq(products.displayAreaNo, q.displayAreaId)) : isGiftCard;
  const list = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.displayAreaNo), asc(products.sortOrder), asc(products.productId))
    .offset(q.start)
    .limit(q.end - q.start);
  const [n] = await db.select({ n: count() }).from(products).where(where);
  return { rows: list, total: n?.n ?? 0 };
}

export async function findGiftCardProduct(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<GiftCardProductRow | undefined> {
  const q = db.select().from(products).where(and(isGiftCard, eq(products.productId, id)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** The type of display area `id` (undefined: no such area). */
export async function displayAreaType(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ t: displayAreas.areaType }).from(displayAreas).where(eq(displayAreas.displayAreaNo, id));
  return row?.t;
}

/**
 * Inserts a gift card product with id `productId` when given (the demo seed keeps its ids), else
 * the next free id: products share one id space (donation, fee, GA tickets), so the id is drawn
 * under a transaction-scoped advisory lock.
 */
export async function insertGiftCardProduct(tx: Tx, values: GiftCardProductValues, productId?: number): Promise<GiftCardProductRow> {
  let id = productId;
  if (id === undefined) {
    await lockProductIds(tx);
    const [next] = await rows<{ id: number }>(tx, sql`select coalesce(max(product_id), 0)::int + 1 as id from products`);
    id = Number(next?.id ?? 1);
  }
  const [row] = await tx.insert(products).values({ ...values, productId: id, productType: 'giftcard' }).returning();
  if (!row) throw new Error('gift card product not inserted');
  return row;
}

export async function updateGiftCardProduct(tx: Tx, id: number, values: Partial<GiftCardProductValues>): Promise<GiftCardProductRow> {
  const [row] = await tx.update(products).set(values).where(eq(products.productId, id)).returning();
  if (!row) throw new Error('gift card product not updated');
  return row;
}

/** Whether a sale has a line of product `id`. */
export async function productSold(tx: Tx, id: number): Promise<boolean> {
  const [line] = await tx.select({ r: transactionProductLines.receiptNo }).from(transactionProductLines).where(eq(transactionProductLines.productId, id)).limit(1);
  return Boolean(line);
}

export async function deleteGiftCardProduct(tx: Tx, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.productId, id));
}

/** An issued card as the back office lists it (snake_case from SQL). */
export interface GiftCardRow {
  giftcard_no: string;
  created_at: Date | string;
  receipt_no: number | null;
  product_line_no: number | null;
  has_pin: boolean;
  holder_name: string | null;
  buyer_name: string | null;
  buyer_email: string | null;
  issued: number;
  balance: number;
  held: number;
  voided: boolean;
}

/** The listing's columns; `now` decides which holds are live. */
const cardSelect = (now: Date) => sql`
  select c.giftcard_no, c.created_at, c.receipt_no, c.product_line_no, c.pin_hash is not null as has_pin, c.holder_name,
    coalesce(nullif(trim(cu.first_name || ' ' || cu.last_name), ''), c.holder_name) as buyer_name,
    coalesce(cu.guest_email, c.holder_email) as buyer_email,
    coalesce((select sum(l.amount_cents) from gift_card_ledger l where l.giftcard_no = c.giftcard_no and l.kind = 'issue'), 0)::int as issued,
    coalesce((select sum(l.amount_cents) from gift_card_ledger l where l.giftcard_no = c.giftcard_no), 0)::int as balance,
    coalesce((select sum(h.amount_cents) from gift_card_holds h where h.giftcard_no = c.giftcard_no and h.released_at is null
      and h.expires_at > ${now.toISOString()}::timestamptz), 0)::int as held,
    exists (select 1 from gift_card_ledger l where l.giftcard_no = c.giftcard_no and l.kind = 'void') as voided
  from gift_cards c
  left join transactions t on t.receipt_no = c.receipt_no
  left join customers cu on cu.customer_id = t.customer_id`;

/**
 * Issued cards, newest first, `start`..`end`: all, or those whose number ends with `q` (4
 * characters or more, any case) or whose buyer's (or hand-issued holder's) name or e-mail starts
 * with `q` (first name, last name, full name; a holder's any word; any case). And the total.
 */
export async function searchGiftCards(db: Db, q: { q?: string; start: number; end: number; now: Date }): Promise<{ rows: GiftCardRow[]; total: number }> {
  const term = q.q?.trim() ?? '';
  const prefix = likeTerm(term.toLowerCase()).slice(1);
  const where = term
    ? sql`where (${term.length >= 4} and upper(c.giftcard_no) like ${likeTerm(term.toUpperCase()).slice(0, -1)})
        or lower(cu.first_name) like ${prefix} or lower(cu.last_name) like ${prefix} or lower(cu.first_name || ' ' || cu.last_name) like ${prefix}
        or lower(cu.guest_email) like ${prefix} or lower(c.holder_name) like ${prefix} or lower(c.holder_name) like ${`% ${prefix}`} or lower(c.holder_email) like ${prefix}`
    : sql``;
  const list = await rows<GiftCardRow>(db, sql`${cardSelect(q.now)} ${where} order by c.created_at desc, c.giftcard_no offset ${q.start} limit ${q.end - q.start}`);
  const [n] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from gift_cards c left join transactions t on t.receipt_no = c.receipt_no left join customers cu on cu.customer_id = t.customer_id ${where}`,
  );
  return { rows: list, total: Number(n?.n ?? 0) };
}

/** One card by its number (exact, any case), or undefined. */
export async function findGiftCard(db: Db | Tx, no: string, now: Date): Promise<GiftCardRow | undefined> {
  const [row] = await rows<GiftCardRow>(db, sql`${cardSelect(now)} where c.giftcard_no = ${no.toUpperCase()}`);
  return row;
}

/** A ledger entry or a hold of a card, oldest first (holds by when taken). */
export interface LedgerRow {
  kind: 'issue' | 'redeem' | 'refund' | 'adjust' | 'void' | 'hold';
  amount_cents: number;
  at: Date | string;
  receipt_no: number | null;
  reason: string | null;
  operator: string | null;
  hold_state: 'live' | 'released' | 'lapsed' | null;
}

/**
 * The card's ledger and its carts' holds (a hold as a negative amount that moved no money), oldest
 * first; at one instant, money in, then holds, then what a hold paid (redeem) or a void.
 */
export async function cardLedger(db: Db, no: string, now: Date): Promise<LedgerRow[]> {
  return rows<LedgerRow>(
    db,
    sql`select kind, amount_cents, created_at as at, receipt_no, reason, operator, null as hold_state, entry_id as seq,
          case when kind in ('redeem', 'void') then 2 else 0 end as src
          from gift_card_ledger where giftcard_no = ${no}
        union all
        select 'hold', -amount_cents, created_at, null, null, null,
          case when released_at is not null then 'released' when expires_at > ${now.toISOString()}::timestamptz then 'live' else 'lapsed' end, 0, 1
          from gift_card_holds where giftcard_no = ${no}
        order by at, src, seq`,
  );
}

/** Inserts a card issued by hand (no PIN but the demo's) and its `issue` entry. */
export async function insertOperatorCard(
  tx: Tx,
  c: { giftcardNo: string; pinHash: string | null; amountCents: number; holderName: string; holderEmail: string | null; reason: string; operator: string; now: Date },
): Promise<void> {
  const at = c.now.toISOString();
  await tx.insert(giftCards).values({ giftcardNo: c.giftcardNo, pinHash: c.pinHash, createdAt: c.now, holderName: c.holderName, holderEmail: c.holderEmail });
  await tx.execute(
    sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, created_at, reason, operator)
        values (${c.giftcardNo}, 'issue', ${c.amountCents}::int, ${at}::timestamptz, ${c.reason}, ${c.operator})`,
  );
}

export type OperatorEntryOutcome = { kind: 'written'; amountCents: number } | { kind: 'unknown' } | { kind: 'void' } | { kind: 'too-large'; availableCents: number };

/**
 * An operator's `adjust` (±`amountCents`) or `void` (the whole balance) of card `no`, in the
 * caller's transaction: under the card's row lock (the lock redeemGiftCard takes), refuses a void
 * card, and a negative adjustment larger than the balance less live cart holds; then one guarded
 * insert (the sum of the ledger plus the entry stays ≥ 0, a void takes exactly the sum). `guard`
 * false (race-test control only) takes no lock and writes unguarded what the check read;
 * `afterCheck` runs between the check and the write.
 */
export async function writeOperatorEntry(
  tx: Tx,
  e: { giftcardNo: string; kind: 'adjust' | 'void'; amountCents: number; reason: string; operator: string; now: Date; guard: boolean; afterCheck?: () => Promise<void> },
): Promise<OperatorEntryOutcome> {
  if (!(await lockedCard(tx as unknown as Db, e.giftcardNo, e.guard))) return { kind: 'unknown' };
  const at = e.now.toISOString();
  const [state] = await rows<{ available: number; balance: number; voided: boolean }>(
    tx,
    sql`select ${availableSql(e.giftcardNo, at, null)} as available,
          coalesce((select sum(amount_cents) from gift_card_ledger where giftcard_no = ${e.giftcardNo}), 0)::int as balance,
          exists (select 1 from gift_card_ledger where giftcard_no = ${e.giftcardNo} and kind = 'void') as voided`,
  );
  if (state?.voided) return { kind: 'void' };
  const available = Math.max(0, Number(state?.available ?? 0));
  if (e.kind === 'adjust' && e.amountCents < 0 && available + e.amountCents < 0) return { kind: 'too-large', availableCents: available };
  await e.afterCheck?.();
  const balance = sql`coalesce((select sum(amount_cents) from gift_card_ledger where giftcard_no = ${e.giftcardNo}), 0)`;
  // Guarded: the amount is decided in the statement from the ledger as it is now (void), and the
  // row is written only when the balance stays ≥ 0. Unguarded (control): what the check read.
  const amount = e.kind === 'void' ? (e.guard ? sql`-${balance}` : sql`${-Number(state?.balance ?? 0)}::int`) : sql`${e.amountCents}::int`;
  const [row] = await rows<{ amount_cents: number }>(
    tx,
    sql`insert into gift_card_ledger (giftcard_no, kind, amount_cents, created_at, reason, operator)
        select ${e.giftcardNo}, ${e.kind}, ${amount}, ${at}::timestamptz, ${e.reason}, ${e.operator}
        where ${e.guard ? sql`${balance} + ${amount} >= 0` : sql`true`}
        returning amount_cents`,
  );
  if (!row) return { kind: 'too-large', availableCents: available };
  return { kind: 'written', amountCents: Number(row.amount_cents) };
}
