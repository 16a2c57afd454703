/**
 * Coupon stage of the pricing pipeline (spec 01 §3 "Coupon", "Coupon item on an event", §4
 * "Coupons", §5 "Coupons", §9 one-cent correction; docs/architecture.md#pricing): which tour product
 * units a coupon discounts and by how much, in integer cents, and whether a code may be applied
 * to a cart. Pure: the storefront shows these adjustments, the server applies the same function
 * when it re-prices a transaction and refuses a client discount that differs.
 */
import { mulDivRound } from './money';
import { messages } from './messages';

export type CouponKind = 'ticket' | 'tourproduct' | 'membership';

/** What a coupon does for one tour product. Exactly one of `percentage` and `dollarCents` is set. */
export interface CouponProductRule {
  /** The tour product the coupon names (0 for a rule on a general-admission product). */
  tourProductId: number;
  /** A general-admission product the coupon names instead of a tour product (spec 01 §3 "lists GATickets"). */
  productId?: number;
  /** Percentage off the price, e.g. 15 or 12.5 (at most 2 decimals). */
  percentage: number | null;
  /** Amount off each unit, cents (never more than the unit's price). */
  dollarCents: number | null;
  /**
   * "Buy X, discount Y" (tour product coupons): the discount goes to units of this product, one
   * per unit of `tourProductId` carted for the same event; null: to `tourProductId` itself.
   */
  applyToTourProductId: number | null;
}

/** What a membership coupon does for a package (spec 01 §3 "Coupon": MembershipPackages, AllowDiscountOnJoin / AllowDiscountOnRenewal). */
export interface MembershipCouponRule {
  membershipPackageId: number;
  /** Percentage off each of the package's lines, or `dollarCents` off the package (once, only when its amount is at least that). */
  percentage: number | null;
  dollarCents: number | null;
  allowOnJoin: boolean;
  allowOnRenewal: boolean;
}

export interface Coupon {
  couponId: number;
  /** The code as the visitor applies it (a unique coupon's own code). */
  code: string;
  kind: CouponKind;
  /** Validity window, venue dates (YYYY-MM-DD), inclusive; null: open. */
  useFrom: string | null;
  useTill: string | null;
  /** A unique coupon: each code is its own, its uses reserved by a hold (UniqueCouponHolds). */
  unique: boolean;
  /** Units one purchase may discount (0: no cap). A unique coupon needs at least 1. */
  maxProductsPerPurchase: number;
  /** Unique coupons: units the code may still discount (its limit − redeemed − other carts' holds); null: no limit. */
  remainingProducts: number | null;
  /** Completed transactions allowed (0: no limit), and how many used it so far. */
  maxTransactions: number;
  timesUsed: number;
  products: CouponProductRule[];
  /** Membership coupons: the packages they discount (none when absent). */
  packages?: readonly MembershipCouponRule[];
}

/** A tour product or general-admission line of the cart, as the coupon stage needs it. */
export interface CouponLine {
  /** Identifies the line in the result, e.g. `${tourEventId}:${tourProductId}`. */
  key: string;
  /** 0 for a general-admission line. */
  tourEventId: number;
  /** 0 for a general-admission line. */
  tourProductId: number;
  /** The general-admission product of the line (a GA ticket), absent for tour lines. */
  productId?: number;
  quantity: number;
  unitPriceCents: number;
  /** Whether the price includes all its taxes (the one-cent correction applies). */
  taxIncluded: boolean;
  /** A membership package's line (a membership type or add-on): only membership coupons discount it. */
  membership?: { packageId: number; renewal: boolean };
}

export interface LineDiscount {
  key: string;
  couponId: number;
  code: string;
  /** Units of the line the coupon discounts. */
  quantity: number;
  /** Off the line's list amount (the price's own tax basis), cents; never more than the amount. */
  discountCents: number;
}

const basisPoints = (pct: number) => Math.round(pct * 100);

/**
 * The discount of `quantity` units at `unitPriceCents` under a rule. A percentage is rounded
 * half up to the cent on the units' amount; on tax-included prices the one-cent correction of
 * spec 01 §9 applies: when that rounding overshoots the rounded discounted price by exactly
 * 0.01, the discount is one cent less (the visitor pays the rounded percentage of the price).
 */
export function unitsDiscount(rule: Pick<CouponProductRule, 'percentage' | 'dollarCents'>, unitPriceCents: number, quantity: number, taxIncluded: boolean): number {
  const amount = unitPriceCents * quantity;
  if (rule.dollarCents !== null) return Math.min(rule.dollarCents, unitPriceCents) * quantity;
  const bp = Math.min(10_000, basisPoints(rule.percentage ?? 0));
  const discount = mulDivRound(amount, bp, 10_000);
  const corrected = amount - mulDivRound(amount, 10_000 - bp, 10_000);
  return taxIncluded && discount - corrected === 1 ? corrected : discount;
}

/** How many units one purchase may discount with the coupon (per-purchase cap, a unique code's remainder). */
export function couponUnitCap(c: Coupon): number {
  const perPurchase = c.maxProductsPerPurchase > 0 ? c.maxProductsPerPurchase : Number.POSITIVE_INFINITY;
  const remaining = c.unique && c.remainingProducts !== null ? Math.max(0, c.remainingProducts) : Number.POSITIVE_INFINITY;
  return Math.min(perPurchase, remaining);
}

/** The rule of a membership coupon for the package of `line`, if the coupon allows it on a join or renewal like this one. */
function packageRule(c: Coupon, line: CouponLine): MembershipCouponRule | undefined {
  const m = line.membership;
  const rule = m && c.packages?.find((r) => r.membershipPackageId === m.packageId);
  return rule && (m.renewal ? rule.allowOnRenewal : rule.allowOnJoin) ? rule : undefined;
}

/**
 * A membership coupon's discounts (spec 01 §5 "Coupons"): on each package it names, when allowed
 * on a join (AllowDiscountOnJoin) or a renewal (AllowDiscountOnRenewal), a percentage off every
 * line of the package, or a dollar amount off the package once, taken from its lines in order,
 * only when the package's amount is at least the discount.
 */
function membershipCouponDiscounts(c: Coupon, lines: readonly CouponLine[]): LineDiscount[] {
  const out: LineDiscount[] = [];
  const byPackage = new Map<MembershipCouponRule, CouponLine[]>();
  for (const l of lines) {
    const rule = l.quantity > 0 ? packageRule(c, l) : undefined;
    if (rule) byPackage.set(rule, [...(byPackage.get(rule) ?? []), l]);
  }
  for (const [rule, pkgLines] of byPackage) {
    const discount = (l: CouponLine, discountCents: number) => ({ key: l.key, couponId: c.couponId, code: c.code, quantity: l.quantity, discountCents });
    if (rule.dollarCents === null) {
      for (const l of pkgLines) out.push(discount(l, unitsDiscount(rule, l.unitPriceCents, l.quantity, l.taxIncluded)));
      continue;
    }
    const amount = pkgLines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    if (amount < rule.dollarCents) continue;
    let left = rule.dollarCents;
    for (const l of pkgLines) {
      const d = Math.min(left, l.unitPriceCents * l.quantity);
      left -= d;
      out.push(discount(l, d));
    }
  }
  return out.filter((d) => d.discountCents > 0);
}

/**
 * The discounts one coupon would give the lines on its own: for each rule, the units it may
 * discount (a "buy X, discount Y" rule: one Y per X of the same event), the best-discounted units
 * first, within `couponUnitCap`. A membership coupon discounts only membership package lines
 * (membershipCouponDiscounts), and no other coupon discounts those.
 */
export function couponLineDiscounts(c: Coupon, lines: readonly CouponLine[]): LineDiscount[] {
  if (c.kind === 'membership') return membershipCouponDiscounts(c, lines);
  const candidates: { line: CouponLine; rule: CouponProductRule; units: number; perUnit: number }[] = [];
  for (const rule of c.products) {
    const target = rule.applyToTourProductId ?? rule.tourProductId;
    const matches = (l: CouponLine) =>
      l.membership === undefined && (rule.productId !== undefined ? l.productId === rule.productId : l.productId === undefined && l.tourProductId === target);
    for (const line of lines.filter((l) => matches(l) && l.quantity > 0)) {
      const buying =
        rule.applyToTourProductId === null || rule.productId !== undefined
          ? line.quantity
          : lines.filter((l) => l.tourEventId === line.tourEventId && l.tourProductId === rule.tourProductId).reduce((n, l) => n + l.quantity, 0);
      const units = Math.min(line.quantity, buying);
      if (units > 0) candidates.push({ line, rule, units, perUnit: unitsDiscount(rule, line.unitPriceCents, 1, false) });
    }
  }
  candidates.sort((a, b) => b.perUnit - a.perUnit || a.line.key.localeCompare(b.line.key));
  let left = couponUnitCap(c);
  const byKey = new Map<string, LineDiscount>();
  for (const { line, rule, units } of candidates) {
    const n = Math.min(units, left);
    if (n <= 0 || byKey.has(line.key)) continue;
    left -= n;
    byKey.set(line.key, { key: line.key, couponId: c.couponId, code: c.code, quantity: n, discountCents: unitsDiscount(rule, line.unitPriceCents, n, line.taxIncluded) });
  }
  return [...byKey.values()].filter((d) => d.discountCents > 0);
}

/**
 * The coupon stage: each line gets the best discount any applied coupon gives it (coupons do not
 * stack on a line; on a tie the coupon applied first keeps the line). Lines without a discount
 * are left out.
 */
export function couponDiscounts(coupons: readonly Coupon[], lines: readonly CouponLine[]): LineDiscount[] {
  const best = new Map<string, LineDiscount>();
  for (const c of coupons) {
    for (const d of couponLineDiscounts(c, lines)) {
      const held = best.get(d.key);
      if (!held || d.discountCents > held.discountCents) best.set(d.key, d);
    }
  }
  return lines.flatMap((l) => best.get(l.key) ?? []);
}

/** Configured texts of the coupon rules (spec 01 §5: "configured … message"). */
export interface CouponMessages {
  CouponExpired: string;
  CouponMaxTimesUsed: string;
  HighestCouponAlreadyApplied: string;
  OneCouponOnly: string;
  CouponNotAllowedOnJoin: string;
  CouponNotAllowedOnRenewal: string;
}

/**
 * Whether the coupon can be used at all at the venue date `today`, whatever the cart (the checks
 * the server repeats when it re-prices a transaction): within its window (the configured
 * CouponExpired), a unique coupon configured with units per purchase, uses left (the configured
 * CouponMaxTimesUsed). Returns the refusal text, or null.
 */
export function couponUnusable(c: Coupon, today: string, texts: CouponMessages): string | null {
  if ((c.useFrom && today < c.useFrom) || (c.useTill && today > c.useTill)) return texts.CouponExpired;
  if (c.unique && c.maxProductsPerPurchase < 1) return messages.uniqueCouponMisconfigured;
  if (c.maxTransactions > 0 && c.timesUsed >= c.maxTransactions) return texts.CouponMaxTimesUsed;
  if (c.unique && c.remainingProducts !== null && c.remainingProducts <= 0) return texts.CouponMaxTimesUsed;
  return null;
}

/**
 * Whether a membership coupon may be applied (spec 01 §5 "Coupons"): the cart has a package the
 * coupon names ("Coupon Code not found against this membership package, …"), no other membership
 * coupon is applied (configured OneCouponOnly), the package allows a discount on a join
 * (CouponNotAllowedOnJoin) or renewal (CouponNotAllowedOnRenewal), and the coupon discounts
 * something (a dollar coupon: the package's amount is at least the discount).
 */
function membershipCouponProblem(c: Coupon, cart: { lines: readonly CouponLine[]; applied: readonly Coupon[] }, texts: CouponMessages): string | null {
  const packageLines = cart.lines.filter((l) => l.membership !== undefined);
  const named = packageLines.find((l) => c.packages?.some((r) => r.membershipPackageId === l.membership?.packageId));
  if (!named?.membership) return messages.couponNotForMembershipPackage;
  if (cart.applied.some((a) => a.kind === 'membership')) return texts.OneCouponOnly;
  if (!packageRule(c, named)) return named.membership.renewal ? texts.CouponNotAllowedOnRenewal : texts.CouponNotAllowedOnJoin;
  return membershipCouponDiscounts(c, cart.lines).length > 0 ? null : messages.couponNotForMembershipPackage;
}

/**
 * Whether `c` may be applied to a cart that has `lines` (membership package lines among them)
 * and the coupons `applied`, at the venue date `today` (spec 01 §5 "Coupons", in its order).
 * Returns the refusal text, or null.
 */
export function couponProblem(c: Coupon, cart: { lines: readonly CouponLine[]; applied: readonly Coupon[]; today: string }, texts: CouponMessages): string | null {
  const unusable = couponUnusable(c, cart.today, texts);
  if (unusable) return unusable;
  if (c.unique && cart.applied.some((a) => a.unique)) return messages.uniqueCouponAlreadyApplied;
  if (c.kind === 'membership') return membershipCouponProblem(c, cart, texts);
  const own = couponLineDiscounts(c, cart.lines);
  if (own.length === 0) return new Set(cart.lines.map((l) => l.productId ?? l.tourProductId)).size > 1 ? messages.couponNotForTheseTickets : messages.couponNotForThisTicket;
  const current = new Map(couponDiscounts(cart.applied, cart.lines).map((d) => [d.key, d.discountCents]));
  if (own.every((d) => (current.get(d.key) ?? 0) >= d.discountCents)) return texts.HighestCouponAlreadyApplied;
  return null;
}
