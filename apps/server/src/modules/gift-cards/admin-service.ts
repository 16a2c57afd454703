/**
 * Gift cards managed in the back office (docs/operator-guide.md#gift-cards; spec 02 §3 "Gift card
 * product", spec 01 §4 "Gift card holds"): the products for sale in `giftcard` display areas
 * (admin), the issued cards and their ledger (admin and box office read), and an operator's issue,
 * adjustment and void (admin), each an append-only ledger entry written with its audit entry in
 * one transaction. Balances never go below zero: the entry is a guarded insert under the card's
 * row lock, the lock every redemption takes (gift-cards/repository.ts). Cents; a PIN is never read
 * back or answered.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { formatMoney } from '@gt/domain/money';
import type {
  AdjustGiftCardBody,
  AdminGiftCard,
  AdminGiftCardDetail,
  AdminGiftCardProduct,
  CreateGiftCardProductBody,
  IssueGiftCardBody,
  UpdateGiftCardProductBody,
  VoidGiftCardBody,
} from '@gt/contract/admin/gift-cards';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { newGiftCardNo } from '../../lib/random-codes';
import { writeAudit, type Actor } from '../audit/repository';
import { hashPin } from './repository';
import {
  cardLedger,
  deleteGiftCardProduct,
  displayAreaType,
  findGiftCard,
  findGiftCardProduct,
  insertGiftCardProduct,
  insertOperatorCard,
  productSold,
  searchGiftCards,
  updateGiftCardProduct,
  writeOperatorEntry,
  type GiftCardProductRow,
  type GiftCardRow,
} from './admin-repository';

/** The admin API's view of a gift card product row (also what the audit log keeps). */
export function toAdminGiftCardProduct(r: GiftCardProductRow): AdminGiftCardProduct {
  return {
    id: r.productId,
    name: r.name,
    displayAreaId: r.displayAreaNo,
    priceCents: r.priceCents,
    maxPriceCents: r.maxPriceCents,
    sellFrom: r.sellFrom,
    sellTill: r.sellTill,
    imageUrl: r.imageUrl,
    sortOrder: r.sortOrder,
  };
}

/** Refuses an area that does not exist or is not of type `giftcard` (400). */
async function checkArea(tx: Tx, id: number): Promise<void> {
  const type = await displayAreaType(tx, id);
  if (type === undefined) throw new ApiError(400, adminMessages.unknownDisplayArea(id));
  if (type !== 'giftcard') throw new ApiError(400, adminMessages.notGiftCardArea(id));
}

/**
 * Creates a gift card product (201) in a `giftcard` display area. `productId`: the demo seed's
 * fixed id (not in the API). Errors: 400 from the contract, `unknownDisplayArea`, `notGiftCardArea`.
 */
export async function createGiftCardProduct(ctx: AppContext, actor: Actor, body: CreateGiftCardProductBody, productId?: number): Promise<AdminGiftCardProduct> {
  return ctx.db.transaction(async (tx) => {
    await checkArea(tx, body.displayAreaId);
    const { displayAreaId, ...rest } = body;
    const row = await insertGiftCardProduct(tx, { ...rest, displayAreaNo: displayAreaId }, productId);
    const after = toAdminGiftCardProduct(row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'gift-card-product.create', entity: 'gift-card-product', entityId: row.productId, after });
    return after;
  });
}

/**
 * Changes a gift card product (the fields sent; a new price sells from now on, cards bought keep
 * their amount). Errors: 404 `giftCardProductNotFound`; 400 area, `giftCardProductLimits`
 * (largest amount below the price), `sellWindowOrder`.
 */
export async function changeGiftCardProduct(ctx: AppContext, actor: Actor, id: number, change: UpdateGiftCardProductBody): Promise<AdminGiftCardProduct> {
  return ctx.db.transaction(async (tx) => {
    const before = await findGiftCardProduct(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.giftCardProductNotFound);
    if (change.displayAreaId !== undefined) await checkArea(tx, change.displayAreaId);
    const { displayAreaId, ...rest } = change;
    const next = { ...rest, ...(displayAreaId === undefined ? {} : { displayAreaNo: displayAreaId }) };
    const merged = { ...before, ...next };
    if (merged.maxPriceCents !== null && merged.maxPriceCents < merged.priceCents) throw new ApiError(400, adminMessages.giftCardProductLimits);
    if (merged.sellFrom && merged.sellTill && merged.sellFrom > merged.sellTill) throw new ApiError(400, adminMessages.sellWindowOrder);
    const after = toAdminGiftCardProduct(await updateGiftCardProduct(tx, id, next));
    await writeAudit(tx, actor, ctx.clock(), { action: 'gift-card-product.update', entity: 'gift-card-product', entityId: id, before: toAdminGiftCardProduct(before), after });
    return after;
  });
}

/** Deletes a gift card product never sold. Errors: 404; 409 `giftCardProductSold` (end its sell window instead). */
export async function removeGiftCardProduct(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findGiftCardProduct(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.giftCardProductNotFound);
    if (await productSold(tx, id)) throw new ApiError(409, adminMessages.giftCardProductSold);
    await deleteGiftCardProduct(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'gift-card-product.delete', entity: 'gift-card-product', entityId: id, before: toAdminGiftCardProduct(before) });
  });
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The admin API's view of a card row: never its PIN, only whether it has one. */
function toAdminGiftCard(r: GiftCardRow): AdminGiftCard {
  const source = r.receipt_no === null ? (r.holder_name === null ? 'demo' : 'operator') : r.product_line_no === null ? 'refund' : 'sale';
  return {
    id: r.giftcard_no,
    maskedNo: maskGiftCardNo(r.giftcard_no),
    issuedAt: iso(r.created_at),
    issuedCents: Number(r.issued),
    balanceCents: Number(r.balance),
    heldCents: Number(r.held),
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    source,
    receiptNo: r.receipt_no,
    voided: r.voided,
    hasPin: r.has_pin,
  };
}

/** GET /gift-cards?q: issued cards, newest first; `q` a number's end (≥ 4 characters) or a buyer's name or e-mail prefix. */
export async function listGiftCards(ctx: AppContext, q: { q?: string; start: number; end: number }): Promise<{ data: AdminGiftCard[]; total: number }> {
  const { rows, total } = await searchGiftCards(ctx.db, { ...q, now: ctx.clock() });
  return { data: rows.map(toAdminGiftCard), total };
}

/** GET /gift-cards/:no: the card and its ledger with its carts' holds, oldest first. Errors: 404 `giftCardNotFound`. */
export async function getGiftCard(ctx: AppContext, no: string): Promise<AdminGiftCardDetail> {
  const now = ctx.clock();
  const row = await findGiftCard(ctx.db, no, now);
  if (!row) throw new ApiError(404, adminMessages.giftCardNotFound);
  const ledger = await cardLedger(ctx.db, row.giftcard_no, now);
  return {
    ...toAdminGiftCard(row),
    ledger: ledger.map((l) => ({
      kind: l.kind,
      amountCents: Number(l.amount_cents),
      at: iso(l.at),
      receiptNo: l.receipt_no === null ? null : Number(l.receipt_no),
      reason: l.reason,
      operator: l.operator,
      holdState: l.hold_state,
    })),
  };
}

/** What the audit log keeps of a card after an operator's entry: its number (masked), balance and state. */
const auditView = (c: AdminGiftCardDetail) => ({ maskedNo: c.maskedNo, balanceCents: c.balanceCents, voided: c.voided });

/**
 * POST /gift-cards: issues a card by hand (a goodwill credit) of `amountCents` for `holderName`,
 * with a new 80-bit number and no PIN, its `issue` entry naming the reason and the operator (201).
 * `fixed`: the demo seed's number and PIN (not in the API).
 */
export async function issueGiftCardByHand(
  ctx: AppContext,
  actor: Actor,
  body: IssueGiftCardBody,
  fixed?: { giftcardNo: string; pin: string | null },
): Promise<AdminGiftCardDetail> {
  const giftcardNo = fixed?.giftcardNo ?? newGiftCardNo();
  const pinHash = fixed?.pin ? await hashPin(fixed.pin) : null;
  await ctx.db.transaction(async (tx) => {
    await insertOperatorCard(tx, {
      giftcardNo,
      pinHash,
      amountCents: body.amountCents,
      holderName: body.holderName,
      holderEmail: body.holderEmail,
      reason: body.reason,
      operator: actor.email,
      now: ctx.clock(),
    });
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'gift-card.issue',
      entity: 'gift-card',
      entityId: giftcardNo,
      after: { maskedNo: maskGiftCardNo(giftcardNo), amountCents: body.amountCents, holderName: body.holderName, reason: body.reason },
    });
  });
  return getGiftCard(ctx, giftcardNo);
}

/**
 * An operator's entry on card `no` (adjust or void) and its audit entry, in one transaction.
 * Errors: 404 `giftCardNotFound`; 409 `giftCardVoid`, `giftCardAdjustTooLarge` (with what can be taken).
 */
async function operatorEntry(ctx: AppContext, actor: Actor, no: string, e: { kind: 'adjust' | 'void'; amountCents: number; reason: string }): Promise<AdminGiftCardDetail> {
  const before = await getGiftCard(ctx, no);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const out = await writeOperatorEntry(tx, {
      giftcardNo: before.id,
      ...e,
      operator: actor.email,
      now,
      guard: !ctx.testHooks?.skipGiftCardLock,
      afterCheck: ctx.testHooks?.afterAvailabilityCheck,
    });
    if (out.kind === 'unknown') throw new ApiError(404, adminMessages.giftCardNotFound);
    if (out.kind === 'void') throw new ApiError(409, adminMessages.giftCardVoid);
    if (out.kind === 'too-large') throw new ApiError(409, adminMessages.giftCardAdjustTooLarge(formatMoney(out.availableCents, ctx.config.Public.Currency || 'USD')));
    await writeAudit(tx, actor, now, {
      action: `gift-card.${e.kind}`,
      entity: 'gift-card',
      entityId: before.id,
      before: auditView(before),
      after: { ...auditView(before), balanceCents: before.balanceCents + out.amountCents, voided: e.kind === 'void', amountCents: out.amountCents, reason: e.reason },
    });
  });
  return getGiftCard(ctx, before.id);
}

/** POST /gift-cards/:no/adjustments: adds or takes `amountCents` (a negative one at most the balance less live cart holds). */
export const adjustGiftCard = (ctx: AppContext, actor: Actor, no: string, body: AdjustGiftCardBody) => operatorEntry(ctx, actor, no, { kind: 'adjust', ...body });

/** POST /gift-cards/:no/void: takes the whole balance (live cart holds can then no longer pay); a void card cannot change again. */
export const voidGiftCard = (ctx: AppContext, actor: Actor, no: string, body: VoidGiftCardBody) => operatorEntry(ctx, actor, no, { kind: 'void', amountCents: 0, ...body });
