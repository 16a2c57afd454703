/** Quantity stepper rules (spec 01 §5 "Quantity stepper", §9 "Non-capacity product max 999"). */

export const NON_CAPACITY_MAX = 999;

/** Typed input → quantity: non-numeric becomes 0, fractions are cut, then clamped to [min, max]. */
export function clampQuantity(raw: string | number, bounds: { min: number; max: number }): number {
  const n = typeof raw === 'number' ? raw : /^\s*\d+(\.\d*)?\s*$/.test(raw) ? Number(raw) : 0;
  const whole = Number.isFinite(n) ? Math.trunc(n) : 0;
  return Math.min(Math.max(whole, bounds.min), Math.max(bounds.min, bounds.max));
}

export interface StepperProduct {
  AffectsCapacity: boolean;
  MinimumTickets: number;
  MaximumTickets: number;
}

/**
 * Bounds of a product's stepper. min is 1 (or the product minimum when higher) in the cart and 0
 * elsewhere, so that a product can be left out of the selection;
 * max is the remaining capacity for capacity-affecting products (seats left after the other
 * capacity-affecting quantities chosen), 999 otherwise, and never above the product maximum.
 */
export function stepperBounds(
  p: StepperProduct,
  ctx: { inCart: boolean; seatsAvailable: number; otherCapacityQuantity: number },
): { min: number; max: number } {
  const min = ctx.inCart ? Math.max(1, p.MinimumTickets) : 0;
  const capacityMax = p.AffectsCapacity
    ? Math.max(0, ctx.seatsAvailable - ctx.otherCapacityQuantity)
    : NON_CAPACITY_MAX;
  const max = p.MaximumTickets > 0 ? Math.min(capacityMax, p.MaximumTickets) : capacityMax;
  return { min, max };
}
